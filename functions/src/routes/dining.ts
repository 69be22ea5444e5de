import { Router, type Request } from 'express';
import {
  ACCESS_POLICY,
  APPROVED_STATUS,
  canSwitchDay,
  countDays,
  diningMessages,
  diningStaffInput,
  hallDate,
  isDay,
  isStaffAddress,
  mealSwitchInput,
  messages,
  sittingAt,
  tokenDays,
  verifyToken,
  type DiningStaffListing,
  type DiningStaffMember,
  type KitchenCounts,
  type MealCheck,
  type MealDays,
  type ErrorCode,
  type Operation,
  type Resource,
  type TokenPurchase,
} from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize } from '../auth/authorize.ts';
import type { Caller } from '../auth/identity.ts';
import { realClock } from '../clock.ts';
import { HttpError, invalidBody, notFound, withParams } from '../http/errors.ts';
import { idempotent } from '../http/idempotency.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { parseBody } from '../http/validate.ts';
import type { AppDeps } from '../app-deps.ts';
import { auditOf } from './activity.ts';
import { recordId } from './record-id.ts';

/**
 * The dining hall's day (issue 30; decision 033 has the table of routes and who may call them).
 * Every check that needs the hall's clock (the cutoff, the sitting, today) is made here, by
 * `deps.clock`; the store makes a serving once per token, day and sitting.
 */
export function diningRoutes(deps: AppDeps, limits: RateLimits): Router {
  const { store, verifier, adminEmail } = deps;
  const clock = deps.clock ?? realClock;
  const router = Router();
  const signedIn = authenticate(verifier, { required: true });

  /** The policy's verdict; the staff list is read only where the policy names staff at all. */
  const allow = async (req: Request, resource: Resource, operation: Operation, ownerEmail?: string) => {
    const caller = callerOf(req);
    const staffMatters = ACCESS_POLICY[resource][operation].includes('staff');
    authorize(caller, adminEmail, resource, operation, ownerEmail, staffMatters && (await listed(caller)));
    return caller;
  };
  const listed = (caller: Caller) => store.dining.staff.has(caller.email);
  /** The members with their sign-in accounts' states. */
  const withAccounts = async (members: DiningStaffMember[]): Promise<DiningStaffListing[]> => {
    const states = await deps.accounts?.statesOf(members.map((member) => member.email));
    return members.map((member) => ({ ...member, account: states?.get(member.email) ?? 'none' }));
  };

  /** The token in the path, or 404. */
  const tokenOf = async (req: Request): Promise<TokenPurchase> => {
    const token = await store.tokenPurchases.get(recordId(req.params.id));
    if (!token) throw notFound();
    return token;
  };

  router.get('/dining/me', signedIn, async (req, res) => {
    const caller = callerOf(req);
    res.json({ staff: caller.emailVerified === true && (await listed(caller)) });
  });

  router.get('/dining/staff', signedIn, async (req, res) => {
    await allow(req, 'diningStaff', 'list');
    res.json(await withAccounts(await store.dining.staff.list()));
  });

  router.post('/dining/staff', signedIn, idempotent(store), limits.writes, async (req, res) => {
    const caller = await allow(req, 'diningStaff', 'create');
    const { email } = parseBody(diningStaffInput, req.body);
    if (!isStaffAddress(email, adminEmail)) throw invalidBody({ email: diningMessages.staffNotAllowed });
    const member = { email, addedAt: clock().toISOString(), addedBy: caller.email.toLowerCase() };
    const added = await store.dining.staff.add(member, auditOf(req, 'staff_added'));
    const stored = added ? member : (await store.dining.staff.list()).find((listed) => listed.email === email);
    const [listing] = await withAccounts([stored ?? member]);
    res.status(added ? 201 : 200).json(listing);
  });

  router.delete('/dining/staff/:email', signedIn, limits.writes, async (req, res) => {
    await allow(req, 'diningStaff', 'delete');
    const email = String(req.params.email).trim().toLowerCase();
    const removed = await store.dining.staff.remove(email, auditOf(req, 'staff_removed'));
    res.json({ acknowledged: true, deletedCount: removed ? 1 : 0 });
  });

  router.get('/dining/tokens/:id/meals', signedIn, async (req, res) => {
    const token = await tokenOf(req);
    await allow(req, 'mealSwitches', 'read', token.email);
    const now = clock();
    const [off, switches] = await Promise.all([store.dining.offDays(token._id), store.dining.switches(token._id)]);
    const offDays = new Set(off);
    const answer: MealDays = {
      tokenId: token._id,
      today: hallDate(now),
      days: tokenDays(token).map((day) => ({ day, off: offDays.has(day), locked: !canSwitchDay(day, now) })),
      switches,
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.put('/dining/tokens/:id/meals/:day', signedIn, limits.writes, async (req, res) => {
    const token = await tokenOf(req);
    await allow(req, 'mealSwitches', 'create', token.email);
    const { off } = parseBody(mealSwitchInput, req.body);
    const day = dayOf(req);
    if (token.status !== APPROVED_STATUS) throw refusal('not_approved', diningMessages.tokenNotApproved);
    if (!tokenDays(token).includes(day))
      throw new HttpError(400, 'bad_request', diningMessages.dayOutsideToken, { day: diningMessages.dayOutsideToken });
    const now = clock();
    if (!canSwitchDay(day, now)) throw withParams(409, 'meal_day_locked', diningMessages.dayLocked(day), [day]);
    const { modified } = await store.dining.switchDay(
      { tokenId: token._id, day, off, at: now.toISOString() },
      token.email.toLowerCase(),
    );
    res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
  });

  router.get('/dining/counts', signedIn, async (req, res) => {
    await allow(req, 'mealCounts', 'read');
    const now = clock();
    const [todayDay, tomorrowDay] = countDays(now);
    const [today, tomorrow] = await Promise.all([store.dining.counts(todayDay), store.dining.counts(tomorrowDay)]);
    const answer: KitchenCounts = { today, tomorrow, sitting: sittingAt(now)?.key ?? null };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.get('/dining/days/:day', signedIn, async (req, res) => {
    await allow(req, 'mealCounts', 'list');
    const day = dayOf(req);
    const [counts, list] = await Promise.all([store.dining.counts(day), store.dining.dayList(day)]);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ counts, list });
  });

  router.get('/dining/check/:id', signedIn, async (req, res) => {
    await allow(req, 'mealChecks', 'read');
    const token = await tokenOf(req);
    const now = clock();
    const check = verifyToken(token, now);
    const sitting = sittingAt(now)?.key ?? null;
    const [owner, off, serving] = await Promise.all([
      store.users.findByEmail(token.email),
      store.dining.offDays(token._id),
      sitting ? store.dining.serving(token._id, check.today, sitting) : null,
    ]);
    const answer: MealCheck = {
      tokenId: token._id,
      valid: check.valid,
      today: check.today,
      studentId: token.id,
      // The name the student goes by now, as their printed token shows it.
      name: owner?.name ?? token.name,
      package: check.package,
      startDate: check.startDate,
      endDate: check.endDate,
      mealOff: off.includes(check.today),
      sitting,
      serving,
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.post('/dining/check/:id/serve', signedIn, idempotent(store), limits.serves, async (req, res) => {
    const caller = await allow(req, 'servings', 'create');
    const token = await tokenOf(req);
    const now = clock();
    const { valid, today } = verifyToken(token, now);
    if (!valid) throw refusal('not_valid_today', diningMessages.notValidToday);
    if ((await store.dining.offDays(token._id)).includes(today))
      throw refusal('meal_switched_off', diningMessages.mealOff);
    const sitting = sittingAt(now)?.key;
    if (!sitting) throw refusal('no_sitting', diningMessages.noSitting);
    const { served, serving } = await store.dining.serve({
      tokenId: token._id,
      day: today,
      sitting,
      servedAt: now.toISOString(),
      servedBy: caller.email.toLowerCase(),
    });
    if (!served)
      throw withParams(409, 'already_served', diningMessages.alreadyServed(serving.servedAt), [serving.servedAt]);
    res.status(201).json(serving);
  });

  return router;
}

/** The day in the path (yyyy-mm-dd, a real date), or 400. */
function dayOf(req: Request): string {
  const day = String(req.params.day);
  if (!isDay(day)) throw new HttpError(400, 'bad_path', messages.api.badPath, { day: messages.validation.isoDate });
  return day;
}

/** 409: the dining hall refuses this now (the counter's words). */
const refusal = (code: ErrorCode, message: string) => new HttpError(409, code, message);
