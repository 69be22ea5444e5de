import { Router, type Request, type Response } from 'express';
import type { z } from 'zod/mini';
import {
  messages,
  normalizeTransactionId,
  REJECTED_STATUS,
  rejectionInput,
  sameEmail,
  type LiveGroup,
  type StudentUser,
} from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize } from '../auth/authorize.ts';
import type { Caller } from '../auth/identity.ts';
import { conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import { answerKeyOf, idempotent } from '../http/idempotency.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { parseBody } from '../http/validate.ts';
import {
  InvalidCursorError,
  TransactionIdUsedError,
  type Audit,
  type Collection,
  type Decision,
  type NewRecord,
  type Store,
} from '../store/port.ts';
import { serializedAnswers, type JsonAnswer } from '../store/answers.ts';
import type { AppDeps } from '../app-deps.ts';
import { auditOf } from './activity.ts';
import { readListQuery } from './list-query.ts';
import { recordId } from './record-id.ts';

export type Owned = { _id: string; createdAt: string; name: string; email: string; id: string };

/** One student-filed collection of spec section 7 (token purchases, hall fees, rooms, complaints). */
export interface RequestRoute<T extends Owned> {
  path: `/${string}`;
  /** The request group: its access policy, and the name its answers are asked by. */
  resource: LiveGroup;
  collection: (store: Store) => Collection<T>;
  /** The body of a new request: the student's input plus the optional name, email and id the spec's clients send. */
  submission: z.ZodMiniType<Partial<Pick<Owned, 'name' | 'email' | 'id'>>>;
  /** The body of an approval; absent where the collection has no PATCH (complaints). */
  approval?: z.ZodMiniType<Record<string, unknown>>;
  /** The collection's own checks around these routes (the room applications': room-applications.ts). */
  hooks?: (deps: AppDeps) => RequestHooks<T>;
}

/** Checks and news a collection adds to the generic routes; each throws an HttpError to refuse. */
export interface RequestHooks<T extends Owned> {
  /** A new request checked against other records, with the fields the API sets on it. */
  filing?(record: NewRecord<T>, student: StudentUser): Promise<NewRecord<T>>;
  /** After the new request was stored. */
  filed?(saved: T): Promise<void>;
  /** The approval (its body parsed), in place of Collection.decide. */
  approve?(id: string, body: Record<string, unknown>, audit: Audit): Promise<{ modified: boolean }>;
  /** After the request was rejected (and was not already). */
  rejected?(id: string): Promise<void>;
  /** After the request was cleared, with what it was. */
  cleared?(before: T): Promise<void>;
}

/**
 * POST   {path}            a student files a request as themself
 * GET    {path}?email=me   the student's own; GET {path} without email: everything (admin)
 *        ...&limit=50[&after=][&id=19][&status=pending]: one page { items, next } (decision 016)
 * GET    {path}/count[?email=][&id=][&status=]: { count } of what that filter lists
 * PATCH  {path}/{id}       approve, or reject with { status: 'rejected', rejectReason } (admin; decision 031)
 * DELETE {path}/{id}       clear (admin)
 */
export function requestRoutes<T extends Owned>(deps: AppDeps, limits: RateLimits, route: RequestRoute<T>): Router {
  const { store, verifier, adminEmail } = deps;
  const collection = route.collection(store);
  const hooks = route.hooks?.(deps) ?? {};
  const answers = deps.answers ?? serializedAnswers(store);
  const router = Router();
  // On each route rather than `router.use(path)`, which rewrites and restores the URL of every request.
  const signedIn = authenticate(verifier, { required: true });

  router.post(route.path, signedIn, idempotent(store), limits.writes, async (req, res) => {
    const caller = callerOf(req);
    authorize(caller, adminEmail, route.resource, 'create', caller.email);
    const { name: _name, email: _email, id: _id, ...input } = parseBody(route.submission, req.body);
    const student = await ownRecord(store, caller);
    if (!namesSameStudent(req.body as Partial<Owned>, student)) throw forbidden();
    try {
      const given = { ...input, name: student.name, email: student.email, id: student.id } as unknown as NewRecord<T>;
      const record = hooks.filing ? await hooks.filing(given, student) : given;
      const answer = (id: string) => ({ acknowledged: true, insertedId: id });
      const saved = await collection.insert(record, undefined, answerKeyOf(req, 201, answer));
      await hooks.filed?.(saved);
      res.status(201).json(answer(saved._id));
    } catch (error) {
      if (!(error instanceof TransactionIdUsedError)) throw error;
      // A retry whose first answer was lost: the same student, the same request, already stored.
      const same = await storedRetry(collection, student.email, input);
      if (!same) throw conflict(messages.api.transactionIdUsed);
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(201).json({ acknowledged: true, insertedId: same._id });
    }
  });

  /** Checks the caller may list what the query asks for, and returns its owner filter. */
  const listable = (req: Request): { ownerEmail?: string } => {
    const caller = callerOf(req);
    const email = ownerFilter(req);
    if (email === undefined) {
      authorize(caller, adminEmail, route.resource, 'list');
      return {};
    }
    authorize(caller, adminEmail, route.resource, 'read', email);
    return { ownerEmail: email };
  };

  router.get(route.path, signedIn, async (req, res) => {
    const owner = listable(req);
    const { filter, page } = readListQuery(req, { paging: true });
    if (!page) {
      sendAnswer(res, await answers.list(route.resource, owner));
      return;
    }
    try {
      sendAnswer(res, await answers.page(route.resource, { ...filter, ...owner, ...page }));
    } catch (error) {
      if (error instanceof InvalidCursorError)
        throw new HttpError(400, 'invalid_query', messages.api.invalidBody, { after: 'Not a page cursor.' });
      throw error;
    }
  });

  router.get(`${route.path}/count`, signedIn, async (req, res) => {
    const owner = listable(req);
    const { filter } = readListQuery(req, { paging: false });
    res.json({ count: await collection.count({ ...filter, ...owner }) });
  });

  if (route.approval) {
    const approval = route.approval;
    router.patch(`${route.path}/:id`, signedIn, limits.writes, async (req, res) => {
      authorize(callerOf(req), adminEmail, route.resource, 'update');
      const id = recordId(req.params.id);
      const rejecting = (req.body as { status?: unknown } | null)?.status === REJECTED_STATUS;
      const decision = (rejecting ? parseBody(rejectionInput, req.body) : parseBody(approval, req.body)) as Decision;
      const action = rejecting ? 'reject' : 'SelectedRoom' in decision ? 'allocate' : 'approve';
      if (!rejecting && hooks.approve) {
        const { modified } = await hooks.approve(id, decision, auditOf(req, action));
        res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
        return;
      }
      const { matched, modified, conflict: decided } = await collection.decide(id, decision, auditOf(req, action));
      if (!matched) throw notFound();
      // Approval and rejection are both final (decision 031).
      if (decided) throw new HttpError(409, 'already_decided', messages.api.alreadyDecided);
      if (rejecting && modified) await hooks.rejected?.(id);
      res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
    });
  }

  router.delete(`${route.path}/:id`, signedIn, limits.writes, async (req, res) => {
    authorize(callerOf(req), adminEmail, route.resource, 'delete');
    const id = recordId(req.params.id);
    const before = hooks.cleared ? await collection.get(id) : null;
    if (!(await collection.remove(id, auditOf(req, 'clear')))) throw notFound();
    if (before) await hooks.cleared?.(before);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}

/** The answer's JSON text with its entity tag: Express answers 304 to a matching If-None-Match, and hashes nothing. */
function sendAnswer(res: Response, answer: JsonAnswer) {
  res.set('ETag', answer.etag).type('json').send(answer.json);
}

/** The caller's own user record: requests carry its name, e-mail and student id, never the body's. */
async function ownRecord(store: Store, caller: Caller): Promise<StudentUser> {
  const student = await store.users.findByEmail(caller.email);
  if (!student) throw new HttpError(404, 'no_profile', messages.api.noProfile);
  return student;
}

/** The spec's clients send name, email and id too: when they do, they must be the caller's own. */
function namesSameStudent(body: Partial<Owned>, student: StudentUser): boolean {
  if (body.email !== undefined && !sameEmail(body.email, student.email)) return false;
  if (body.id !== undefined && String(body.id).trim() !== student.id) return false;
  if (body.name !== undefined && String(body.name).trim() !== student.name) return false;
  return true;
}

/**
 * The caller's own record that a re-sent request repeats: every field the student filled in is
 * the same (the transaction id compared as claims are). A different student, a different request
 * or a cleared one finds nothing, and stays a 409.
 */
async function storedRetry<T extends Owned>(
  collection: Collection<T>,
  email: string,
  input: Record<string, unknown>,
): Promise<T | null> {
  const mine = await collection.list({ ownerEmail: email });
  const sameValue = (field: string, stored: unknown, sent: unknown) =>
    field === 'Transaction_id'
      ? normalizeTransactionId(String(stored)) === normalizeTransactionId(String(sent))
      : stored === sent;
  return (
    mine.find((record) =>
      Object.entries(input).every(([field, value]) =>
        sameValue(field, (record as Record<string, unknown>)[field], value),
      ),
    ) ?? null
  );
}

/** `?email=` once, as a string; several or a non-string is a bad request. */
function ownerFilter(req: Request): string | undefined {
  const value = req.query.email;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new HttpError(400, 'invalid_query', messages.api.invalidBody, { email: messages.validation.invalidEmail });
  }
  return value.trim();
}
