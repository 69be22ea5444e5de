import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import type { AppDeps } from './app-deps.ts';
import { errorHandler, routeNotFound } from './http/errors.ts';
import { spaSecurityHeaders } from './http/security-headers.ts';
import { loopbackHostOnly } from './http/host-check.ts';
import { pageLanguage } from './http/page-language.ts';
import { createRateLimits, DEFAULT_RATE_LIMITS } from './http/rate-limit.ts';
import { activityRoutes } from './routes/activity.ts';
import { contactMessageRoutes } from './routes/contact-messages.ts';
import { diningRoutes } from './routes/dining.ts';
import { healthRoutes } from './routes/health.ts';
import { liveRoutes } from './routes/live.ts';
import { noticeRoutes } from './routes/notices.ts';
import { reportsRoutes } from './routes/reports.ts';
import { requestRoutes, type Owned, type RequestRoute } from './routes/requests.ts';
import { roomApplicationHooks } from './routes/room-applications.ts';
import { roomRoutes } from './routes/rooms.ts';
import { tokenPdfRoutes } from './routes/token-pdfs.ts';
import { transactionRoutes } from './routes/transactions.ts';
import { userRoutes } from './routes/users.ts';
import { verifyRoutes } from './routes/verify.ts';
import {
  approvalInput,
  complaintSubmission,
  hallFeeSubmission,
  roomAllotmentSubmission,
  roomApprovalInput,
  tokenPurchaseSubmission,
} from '@hall/model';

/** The portal's HTTP API under /api, the same for the local server, tests and the Cloud Function. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind proxies, the client's address is that many hops from the right of X-Forwarded-For;
  // trusting more would let a caller pick its own address (and its own rate limit).
  app.set('trust proxy', deps.trustProxyHops ?? 0);
  if (deps.loopbackOnly) app.use(loopbackHostOnly());
  // Most students are on mobile data: JSON lists and the SPA's files shrink several times.
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });

  const api = express.Router();
  api.use(queryParsedOnce);
  api.use(express.json({ limit: '32kb' }));
  const limits = createRateLimits(deps.rateLimits ?? DEFAULT_RATE_LIMITS, deps.adminEmail);
  // Each router is entered only for its own paths, not walked layer by layer by every request.
  const requests = <T extends Owned>(route: RequestRoute<T>) =>
    api.use(under([route.path], requestRoutes(deps, limits, route)));
  api.use(healthRoutes(deps.store, deps.localAuth));
  api.use(under(['/users'], userRoutes(deps, limits)));
  // Before the token routes, whose authentication would otherwise run twice for these paths.
  api.use(under(['/tokenpurches/'], tokenPdfRoutes(deps, limits)));
  requests({
    path: '/tokenpurches',
    resource: 'tokenPurchases',
    collection: (store) => store.tokenPurchases,
    submission: tokenPurchaseSubmission,
    approval: approvalInput,
  });
  requests({
    path: '/hallfee',
    resource: 'hallFees',
    collection: (store) => store.hallFees,
    submission: hallFeeSubmission,
    approval: approvalInput,
  });
  requests({
    path: '/roomallotement',
    resource: 'roomAllotments',
    collection: (store) => store.roomAllotments,
    submission: roomAllotmentSubmission,
    approval: roomApprovalInput,
    hooks: roomApplicationHooks,
  });
  requests({
    path: '/complains',
    resource: 'complaints',
    collection: (store) => store.complaints,
    submission: complaintSubmission,
  });
  api.use(under(['/get-pdf', '/pdf/', '/upload-pdf', '/notices/'], noticeRoutes(deps, limits)));
  api.use(under(['/verify/'], verifyRoutes(deps, limits)));
  api.use(under(['/dining'], diningRoutes(deps, limits)));
  api.use(under(['/rooms'], roomRoutes(deps, limits)));
  api.use(under(['/reports'], reportsRoutes(deps)));
  api.use(under(['/messages'], contactMessageRoutes(deps, limits)));
  api.use(under(['/transactions'], transactionRoutes(deps)));
  api.use(under(['/activity'], activityRoutes(deps)));
  if (deps.live)
    api.use(liveRoutes(deps.verifier, deps.adminEmail, deps.live, deps.store.dining.staff, deps.store.users));
  api.use(routeNotFound);
  app.use('/api', api);

  if (deps.webDist) serveSpa(app, deps.webDist, spaSecurityHeaders({ authEmulatorHost: deps.authEmulatorHost }));
  app.use(errorHandler(deps.log ?? ((error) => console.error(error))));
  return app;
}

/**
 * Enters `router` only for paths equal to or under one of `prefixes` (a prefix ending in '/'
 * takes what is under it only). Express matches paths without regard to case, and so does this.
 */
function under(prefixes: readonly string[], router: express.Router): express.RequestHandler {
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    const inside = prefixes.some((prefix) =>
      prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
    );
    if (inside) router(req, res, next);
    else next();
  };
}

/**
 * Express 5 parses the query string again on every read of `req.query` (a getter); a list request
 * reads it several times. Parsed once here, it is a plain property for the rest of the request.
 */
const queryParsedOnce: express.RequestHandler = (req, _res, next) => {
  Object.defineProperty(req, 'query', { value: req.query, writable: true, enumerable: true, configurable: true });
  next();
};

/** The service workers and web app manifests (web/scripts/lib/): never kept without asking. */
const ASKED_EVERY_TIME = /^(sw(\.bn)?\.js|manifest(\.bn)?\.webmanifest)$/;

/**
 * Hashed assets are cached for a year. '/' gets index.html, which carries the prerendered home
 * page; every other GET falls back to the empty shell.html (client routing; decision 017). A build
 * without shell.html falls back to index.html. Both come in the reader's language (decision 036):
 * the Bangla build's pair is in localized/bn/.
 */
function serveSpa(app: express.Express, webDist: string, headers: Record<string, string>) {
  const pages = (folder: string) => ({
    index: path.join(folder, 'index.html'),
    shell: path.join(folder, 'shell.html'),
  });
  const english = pages(webDist);
  const bangla = pages(path.join(webDist, 'localized', 'bn'));
  app.use((_req, res, next) => {
    res.set(headers);
    next();
  });
  app.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(
    express.static(webDist, {
      index: false,
      maxAge: '1h',
      // They name a build's files: a browser asks again on every check (decision 036).
      setHeaders: (res, file) => {
        if (ASKED_EVERY_TIME.test(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get('/{*path}', (req, res) => {
    const chosen = pageLanguage(req.headers) === 'bn' && fs.existsSync(bangla.index) ? bangla : english;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Language, Cookie');
    res.sendFile(req.path === '/' || !fs.existsSync(chosen.shell) ? chosen.index : chosen.shell);
  });
}
