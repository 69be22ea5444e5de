import { Router, type Request } from 'express';
import { isActivityAction, messages, type ActivityAction } from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize } from '../auth/authorize.ts';
import { HttpError } from '../http/errors.ts';
import { InvalidCursorError, MAX_PAGE_SIZE, type ActivityFilter, type Audit } from '../store/port.ts';
import type { AppDeps } from '../app-deps.ts';
import { readListQuery } from './list-query.ts';

/** The signed-in administrator doing `action`: the store logs it with the change (issue 19). */
export function auditOf(req: Request, action: ActivityAction): Audit {
  const { uid, email } = callerOf(req);
  return { by: { uid, email }, action };
}

const invalid = (field: string, message: string) =>
  new HttpError(400, 'invalid_query', messages.api.invalidBody, { [field]: message });

/**
 * GET /activity?limit=50[&after=][&id=19][&action=approve]: one page { items, next }, newest first
 * GET /activity/count[?id=][&action=]: { count }
 * The administrator only. There is no route that changes or removes an entry.
 */
export function activityRoutes(deps: AppDeps): Router {
  const { store, verifier, adminEmail } = deps;
  const router = Router();
  router.use('/activity', authenticate(verifier, { required: true }));

  const filterOf = (req: Request): ActivityFilter => {
    authorize(callerOf(req), adminEmail, 'activity', 'list');
    const action = req.query.action;
    if (action !== undefined && !isActivityAction(action))
      throw invalid('action', 'Not one of the actions the log records.');
    const { filter } = readListQuery(req, { paging: false });
    if (filter.status !== undefined) throw invalid('status', 'The activity log has no status.');
    return { ...(filter.idPrefix ? { idPrefix: filter.idPrefix } : {}), ...(action ? { action } : {}) };
  };

  router.get('/activity', async (req, res) => {
    const filter = filterOf(req);
    const limitText = req.query.limit ?? '50';
    const limit = Number(limitText);
    if (typeof limitText !== 'string' || !/^\d{1,3}$/.test(limitText) || limit < 1 || limit > MAX_PAGE_SIZE)
      throw invalid('limit', `The limit is 1 to ${MAX_PAGE_SIZE}.`);
    const after = req.query.after;
    if (after !== undefined && (typeof after !== 'string' || after === '' || after.length > 1000))
      throw invalid('after', 'Not a page cursor.');
    try {
      res.json(await store.activity.page({ ...filter, limit, ...(after === undefined ? {} : { after }) }));
    } catch (error) {
      if (error instanceof InvalidCursorError) throw invalid('after', 'Not a page cursor.');
      throw error;
    }
  });

  router.get('/activity/count', async (req, res) => {
    res.json({ count: await store.activity.count(filterOf(req)) });
  });

  return router;
}
