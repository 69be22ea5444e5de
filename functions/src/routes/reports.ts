import { Router, type Request } from 'express';
import { z } from 'zod/mini';
import {
  addMonths,
  COLLECTION_MONTHS,
  duesPageInput,
  duesPeriodInput,
  fieldErrors,
  lastMonths,
  messages,
  type CollectionsReport,
} from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize } from '../auth/authorize.ts';
import { realClock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';
import type { AppDeps } from '../app-deps.ts';

/** The collections and queue reports take no query: anything given is refused, as elsewhere. */
const noQuery = z.strictObject({});

/** The query parsed by a hall model schema, or a 400 naming each parameter (as the lists' queries). */
function parseQuery<S extends z.ZodMiniType>(schema: S, req: Request): z.infer<S> {
  const result = schema.safeParse(req.query);
  if (!result.success) {
    throw new HttpError(400, 'invalid_query', messages.api.invalidBody, fieldErrors(result.error));
  }
  return result.data;
}

/**
 * The office's reports (issue 32, decision 035), the administrator only; nothing here changes
 * anything.
 * GET /reports/dues?level=1&term=2&from=November&to=February[&search=][&page=2]: a DuesPage
 * GET /reports/dues/all?level=&term=&from=&to=: the DuesList (the CSV and the PDF)
 * GET /reports/collections: the last 12 hall months' money and the same months a year earlier
 * GET /reports/queue: the requests waiting, filed and decided per day, the median time to decision
 */
export function reportsRoutes(deps: AppDeps): Router {
  const { store, verifier, adminEmail } = deps;
  const clock = deps.clock ?? realClock;
  const router = Router();
  router.use('/reports', authenticate(verifier, { required: true }), (req, res, next) => {
    authorize(callerOf(req), adminEmail, 'reports', 'read');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/reports/dues', async (req, res) => {
    const { search, page, ...period } = parseQuery(duesPageInput, req);
    res.json(
      await store.reports.dues(period, {
        ...(search === undefined ? {} : { search }),
        ...(page === undefined ? {} : { page }),
      }),
    );
  });

  router.get('/reports/dues/all', async (req, res) => {
    res.json(await store.reports.duesList(parseQuery(duesPeriodInput, req)));
  });

  router.get('/reports/collections', async (req, res) => {
    parseQuery(noQuery, req);
    const months = lastMonths(clock());
    const figures = await store.reports.collections([...months, ...months.map((month) => addMonths(month, -12))]);
    const report: CollectionsReport = {
      months: figures.slice(0, COLLECTION_MONTHS),
      lastYear: figures.slice(COLLECTION_MONTHS),
    };
    res.json(report);
  });

  router.get('/reports/queue', async (req, res) => {
    parseQuery(noQuery, req);
    res.json(await store.reports.queue(clock()));
  });

  return router;
}
