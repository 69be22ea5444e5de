import { Router } from 'express';
import { isVerifiedStudent, messages, newUserInput, profileUpdateInput } from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize, emailUnverified } from '../auth/authorize.ts';
import type { Caller } from '../auth/identity.ts';
import { conflict, notFound } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { DuplicateUserError } from '../store/port.ts';
import { answerKeyOf, idempotent } from '../http/idempotency.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import type { AppDeps } from '../app-deps.ts';
import { auditOf } from './activity.ts';

/**
 * GET /users (admin), GET /users/me (own record), POST /users (own record, once),
 * PATCH /users/me (own name and phone), DELETE /users/{_id} (admin: frees the address for a
 * student recreated in Auth).
 */
export function userRoutes({ store, verifier, adminEmail }: AppDeps, limits: RateLimits): Router {
  const router = Router();
  router.use('/users', authenticate(verifier, { required: true }));

  router.get('/users', async (req, res) => {
    authorize(callerOf(req), adminEmail, 'users', 'list');
    res.json(await store.users.list());
  });

  /**
   * Before verifying, an account reads and edits only the profile it made itself: one left by an
   * earlier account of the address (a student recreated in Auth) waits for the address to be
   * verified (decision 021).
   */
  const checkOwnProfile = async (caller: Caller) => {
    if (!isVerifiedStudent(caller) && (await store.users.madeBy(caller.email)) !== caller.uid) {
      throw emailUnverified();
    }
  };

  router.get('/users/me', async (req, res) => {
    const caller = callerOf(req);
    authorize(caller, adminEmail, 'users', 'read', caller.email);
    const user = await store.users.findByEmail(caller.email);
    if (!user) throw notFound();
    await checkOwnProfile(caller);
    res.json(user);
  });

  router.patch('/users/me', limits.writes, async (req, res) => {
    const caller = callerOf(req);
    authorize(caller, adminEmail, 'users', 'update', caller.email);
    const changes = parseBody(profileUpdateInput, req.body);
    if (await store.users.findByEmail(caller.email)) await checkOwnProfile(caller);
    const { matched, modified } = await store.users.update(caller.email, changes);
    if (!matched) throw notFound();
    res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
  });

  router.post('/users', idempotent(store), limits.writes, async (req, res) => {
    const caller = callerOf(req);
    const input = parseBody(newUserInput, req.body);
    authorize(caller, adminEmail, 'users', 'create', input.email);
    try {
      const answer = (id: string) => ({ acknowledged: true, insertedId: id });
      const answerKey = answerKeyOf(req, 201, answer);
      const user = await store.users.insert(
        { name: input.name, email: input.email, id: input.id },
        { uid: caller.uid, ...(answerKey ? { answerKey } : {}) },
      );
      res.status(201).json(answer(user._id));
    } catch (error) {
      if (error instanceof DuplicateUserError) throw conflict(messages.api.userExists);
      throw error;
    }
  });

  router.delete('/users/:id', limits.writes, async (req, res) => {
    authorize(callerOf(req), adminEmail, 'users', 'delete');
    // SQLite ids are 24 hex digits; Firestore profiles are keyed by Auth uids.
    const id = req.params.id;
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw notFound();
    if (!(await store.users.remove(id, auditOf(req, 'profile_removed')))) throw notFound();
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
