import { Router, type Request } from 'express';
import {
  fieldErrors,
  MAX_IMPORT_ROWS,
  messages,
  namedIds,
  pendingMembers,
  roomInput,
  roomKey,
  roommateAnswerInput,
  roomMessages,
  roomRowInput,
  roomSchema,
  type Room,
  type RoomChoice,
  type StudentUser,
} from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize } from '../auth/authorize.ts';
import { forbidden, HttpError, invalidBody, notFound, occupantsOf, withParams } from '../http/errors.ts';
import { idempotent } from '../http/idempotency.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { parseBody } from '../http/validate.ts';
import type { RoomImportOutcome, RoomSaveOutcome } from '../store/port.ts';
import type { AppDeps } from '../app-deps.ts';
import { auditOf } from './activity.ts';
import { myRooms } from './my-rooms.ts';
import { roomsOf } from './room-applications.ts';
import { recordId } from './record-id.ts';
import { roomNews } from './room-news.ts';

/**
 * The hall's rooms (issue 31; decision 034 has the table of routes and who may call them): the
 * office's inventory and who lives where, the choices a form offers, a student's own rooms and
 * their answer to an application naming them. The room applications' own routes are requests.ts's
 * with room-applications.ts's checks.
 */
export function roomRoutes(deps: AppDeps, limits: RateLimits): Router {
  const { store, verifier, adminEmail } = deps;
  const news = roomNews(store, deps.log ?? ((error) => console.error(error)));
  const router = Router();
  const signedIn = authenticate(verifier, { required: true });
  /** The caller's own profile, or 404 no_profile (the office has none). */
  const profileOf = async (req: Request): Promise<StudentUser> => {
    const profile = await store.users.findByEmail(callerOf(req).email);
    if (!profile) throw new HttpError(404, 'no_profile', messages.api.noProfile);
    return profile;
  };

  router.get('/rooms', signedIn, async (req, res) => {
    authorize(callerOf(req), adminEmail, 'rooms', 'list');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await store.rooms.list());
  });

  router.get('/rooms/choices', signedIn, async (req, res) => {
    authorize(callerOf(req), adminEmail, 'roomChoices', 'list');
    const choices: RoomChoice[] = (await store.rooms.rooms()).map(({ number, floor, beds }) => ({
      number,
      floor,
      beds,
    }));
    res.setHeader('Cache-Control', 'no-store');
    res.json(choices);
  });

  router.get('/rooms/mine', signedIn, async (req, res) => {
    const caller = callerOf(req);
    authorize(caller, adminEmail, 'roommateAnswers', 'read', caller.email);
    const me = await profileOf(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await myRooms(store, me.id));
  });

  router.put('/rooms/invitations/:id', signedIn, limits.writes, async (req, res) => {
    const caller = callerOf(req);
    // Only a student (a profile of their own) answers; the others are refused before any lookup,
    // so a 404 never tells them which application ids exist.
    const me = await store.users.findByEmail(caller.email);
    authorize(caller, adminEmail, 'roommateAnswers', 'update', me ? caller.email : undefined);
    const application = await store.roomAllotments.get(recordId(req.params.id));
    if (!application) throw notFound();
    // The named student owns their answer: the id is their profile's, never the body's.
    if (!namedIds(application).includes(me!.id)) throw forbidden();
    const { answer } = parseBody(roommateAnswerInput, req.body);
    const outcome = await store.rooms.answer(application._id, me!.id, answer);
    switch (outcome.outcome) {
      case 'not_found':
        throw notFound();
      case 'not_invited':
        throw new HttpError(409, 'not_invited', roomMessages.notInvited);
      case 'not_pending':
        throw new HttpError(409, 'already_decided', roomMessages.notPending);
      case 'in_another_group':
        throw new HttpError(409, 'in_another_group', roomMessages.youAreInAnotherGroup);
    }
    // A decline shrinks the group and an accept makes it allottable: its rooms' lines may move.
    if (outcome.modified)
      await news.tell([outcome.allotment.id, ...pendingMembers(outcome.allotment), me!.id], roomsOf(outcome.allotment));
    res.json({ acknowledged: true, matchedCount: 1, modifiedCount: outcome.modified ? 1 : 0 });
  });

  router.put('/rooms/:number', signedIn, limits.writes, async (req, res) => {
    const caller = callerOf(req);
    authorize(caller, adminEmail, 'rooms', 'create');
    authorize(caller, adminEmail, 'rooms', 'update');
    const number = numberOf(req);
    const saved = await store.rooms.save({ number, ...parseBody(roomInput, req.body) }, auditOf(req, 'room_changed'));
    if (saved.outcome === 'bedsBelow') throw bedsBelow(saved);
    if (saved.outcome !== 'unchanged') await news.offer([saved.room.number]);
    res.status(saved.outcome === 'added' ? 201 : 200).json(saved.room);
  });

  router.delete('/rooms/:number', signedIn, limits.writes, async (req, res) => {
    authorize(callerOf(req), adminEmail, 'rooms', 'delete');
    const number = numberOf(req);
    const removed = await store.rooms.remove(number, auditOf(req, 'room_removed'));
    if (removed.outcome === 'occupied')
      throw withParams(409, 'room_occupied', roomMessages.roomOccupied(number, removed.occupants), [
        number,
        occupantsOf(removed.occupants),
      ]);
    res.json({ acknowledged: true, deletedCount: removed.outcome === 'removed' ? 1 : 0 });
  });

  router.post('/rooms/import', signedIn, idempotent(store), limits.writes, async (req, res) => {
    authorize(callerOf(req), adminEmail, 'rooms', 'create');
    const rooms = importedRooms(req.body);
    const imported = await store.rooms.import(rooms, auditOf(req, 'room_added'));
    if (imported.outcome === 'bedsBelow') {
      const row = rooms.findIndex((room) => roomKey(room.number) === roomKey(imported.room.number));
      throw bedsBelow(imported, { [rowName(row)]: bedsBelowMessage(imported) });
    }
    const { added, changed, unchanged } = imported;
    await news.offer(rooms.map((room) => room.number));
    res.json({ added, changed, unchanged });
  });

  return router;
}

/** The room number in the path, checked as a form's room field is. */
function numberOf(req: Request): string {
  const parsed = roomSchema.safeParse(String(req.params.number));
  if (!parsed.success)
    throw new HttpError(400, 'bad_path', messages.api.badPath, { number: parsed.error.issues[0]!.message });
  return parsed.data;
}

type BedsBelow = Extract<RoomSaveOutcome | RoomImportOutcome, { outcome: 'bedsBelow' }>;
const bedsBelowMessage = (refused: BedsBelow) =>
  roomMessages.bedsBelowOccupants(refused.room.number, refused.residents);
const bedsBelow = (refused: BedsBelow, fields?: Record<string, string>) =>
  new HttpError(409, 'room_occupied', bedsBelowMessage(refused), fields);

/** The CSV's line of a row: the header is line 1. */
const rowName = (index: number) => `row ${index + 2}`;

/**
 * The import's rooms: `{ rooms: [...] }` of 1 to MAX_IMPORT_ROWS rows, each checked as a room is
 * (its first problem under `row N`), no number twice. Any problem refuses the whole import.
 */
function importedRooms(body: unknown): Room[] {
  const { rooms: rows, ...others } = (body ?? {}) as { rooms?: unknown };
  const unknown = Object.keys(others);
  if (typeof body !== 'object' || Array.isArray(body) || unknown.length > 0)
    throw invalidBody(Object.fromEntries(unknown.map((key) => [key, messages.validation.unknownField])));
  if (!Array.isArray(rows) || rows.length === 0) throw invalidBody({ rooms: roomImportMessages.noRows });
  if (rows.length > MAX_IMPORT_ROWS) throw invalidBody({ rooms: roomImportMessages.tooMany });
  const fields: Record<string, string> = {};
  const rooms: Room[] = [];
  const firstRow = new Map<string, number>();
  rows.forEach((row, index) => {
    const parsed = roomRowInput.safeParse(row);
    if (!parsed.success) {
      fields[rowName(index)] = Object.values(fieldErrors(parsed.error))[0]!;
      return;
    }
    const key = roomKey(parsed.data.number);
    const earlier = firstRow.get(key);
    if (earlier !== undefined) fields[rowName(index)] = roomImportMessages.twice(parsed.data.number, rowName(earlier));
    else firstRow.set(key, index);
    rooms.push(parsed.data);
  });
  if (Object.keys(fields).length > 0) throw invalidBody(fields);
  return rooms;
}

const roomImportMessages = {
  noRows: 'There are no rooms to import.',
  tooMany: `At most ${MAX_IMPORT_ROWS} rooms can be imported at once.`,
  twice: (number: string, row: string) => `Room ${number} is on ${row} too.`,
};
