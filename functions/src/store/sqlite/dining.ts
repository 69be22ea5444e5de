// The dining hall's records in SQLite (issue 30, decision 033): staff, each token's switched days
// with their history, and servings (the primary key makes one per token, day and sitting). The
// kitchen's count and the day's list are SQL over the approved token purchases covering the day.
import type Database from 'better-sqlite3';
import {
  diningStaffSubject,
  SITTING_KEYS,
  type DayListEntry,
  type MealSwitch,
  type Serving,
  type SittingKey,
} from '@hall/model';
import type { Audit, DiningRepository, DiningStaffRepository } from '../port.ts';
import type { ActivityAppender } from './activity.ts';
import { ensureOpen } from './rows.ts';

type ServingRow = { token_id: string; day: string; sitting: SittingKey; served_at: string; served_by: string };

const servingOf = (row: ServingRow): Serving => ({
  tokenId: row.token_id,
  day: row.day,
  sitting: row.sitting,
  servedAt: row.served_at,
  servedBy: row.served_by,
});

/** The approved token purchases whose period holds @day (both ends count), as countDay's tokenCovers. */
const COVERING = `SELECT _id, student_id, data FROM token_purchases
  WHERE approved = 1 AND json_extract(data, '$.Start_date') <= @day AND json_extract(data, '$.End_date') >= @day`;

export function diningRepository(db: Database.Database, appendActivity: ActivityAppender): DiningRepository {
  const offDays = db.prepare<[string], { day: string }>(
    'SELECT day FROM meal_days WHERE token_id = ? AND off = 1 ORDER BY day',
  );
  const switches = db.prepare<[string], { token_id: string; day: string; off: number; at: string }>(
    'SELECT token_id, day, off, at FROM meal_switches WHERE token_id = ? ORDER BY seq DESC',
  );
  const dayState = db.prepare<[string, string], { off: number }>(
    'SELECT off FROM meal_days WHERE token_id = ? AND day = ?',
  );
  const setDay = db.prepare(
    'INSERT INTO meal_days (token_id, day, off, at) VALUES (@tokenId, @day, @off, @at) ON CONFLICT (token_id, day) DO UPDATE SET off = @off, at = @at',
  );
  const appendSwitch = db.prepare(
    'INSERT INTO meal_switches (token_id, day, off, at, owner_email) VALUES (@tokenId, @day, @off, @at, @owner)',
  );
  const insertServing = db.prepare(
    'INSERT INTO servings (token_id, day, sitting, served_at, served_by) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const findServing = db.prepare<[string, string, string], ServingRow>(
    'SELECT * FROM servings WHERE token_id = ? AND day = ? AND sitting = ?',
  );
  const dayTotals = db.prepare<{ day: string }, { tokens: number; switched_off: number }>(
    `WITH covering AS (${COVERING})
     SELECT (SELECT COUNT(*) FROM covering) AS tokens,
            (SELECT COUNT(*) FROM meal_days JOIN covering ON covering._id = meal_days.token_id
              WHERE meal_days.day = @day AND meal_days.off = 1) AS switched_off`,
  );
  const servedBySitting = db.prepare<[string], { sitting: SittingKey; served: number }>(
    'SELECT sitting, COUNT(*) AS served FROM servings WHERE day = ? GROUP BY sitting',
  );
  const listRows = db.prepare<
    { day: string },
    { token_id: string; student_id: string | null; name: string | null; off: number | null }
  >(
    `WITH covering AS (${COVERING})
     SELECT covering._id AS token_id, covering.student_id, json_extract(covering.data, '$.name') AS name, meal_days.off
     FROM covering LEFT JOIN meal_days ON meal_days.token_id = covering._id AND meal_days.day = @day
     ORDER BY covering.student_id, covering._id`,
  );
  const servingsOfDay = db.prepare<[string], ServingRow>('SELECT * FROM servings WHERE day = ?');

  // One transaction: the day's state and its history never disagree.
  const switchDay = db.transaction((change: MealSwitch, ownerEmail: string) => {
    const before = dayState.get(change.tokenId, change.day);
    // A day never switched is on.
    if ((before?.off === 1) === change.off) return { modified: false };
    const row = { tokenId: change.tokenId, day: change.day, off: change.off ? 1 : 0, at: change.at };
    setDay.run(row);
    appendSwitch.run({ ...row, owner: ownerEmail.toLowerCase() });
    return { modified: true };
  });
  const serve = db.transaction((serving: Serving) => {
    const stored =
      insertServing.run(serving.tokenId, serving.day, serving.sitting, serving.servedAt, serving.servedBy).changes > 0;
    if (stored) return { served: true, serving };
    return { served: false, serving: servingOf(findServing.get(serving.tokenId, serving.day, serving.sitting)!) };
  });

  return {
    staff: diningStaffRepository(db, appendActivity),
    async offDays(tokenId) {
      ensureOpen(db);
      return offDays.all(tokenId).map((row) => row.day);
    },
    async switches(tokenId) {
      ensureOpen(db);
      return switches
        .all(tokenId)
        .map((row) => ({ tokenId: row.token_id, day: row.day, off: row.off === 1, at: row.at }));
    },
    async switchDay(change, ownerEmail) {
      ensureOpen(db);
      return switchDay(change, ownerEmail);
    },
    async serve(serving) {
      ensureOpen(db);
      return serve(serving);
    },
    async serving(tokenId, day, sitting) {
      ensureOpen(db);
      const row = findServing.get(tokenId, day, sitting);
      return row ? servingOf(row) : null;
    },
    async counts(day) {
      ensureOpen(db);
      const { tokens, switched_off: switchedOff } = dayTotals.get({ day })!;
      const served = new Map(servedBySitting.all(day).map((row) => [row.sitting, row.served]));
      return {
        day,
        tokens,
        switchedOff,
        sittings: SITTING_KEYS.map((sitting) => ({
          sitting,
          expected: tokens - switchedOff,
          served: served.get(sitting) ?? 0,
        })),
      };
    },
    async dayList(day) {
      ensureOpen(db);
      const served = new Map<string, DayListEntry['served']>();
      for (const row of servingsOfDay.all(day))
        served.set(row.token_id, { ...served.get(row.token_id), [row.sitting]: row.served_at });
      return listRows.all({ day }).map((row) => ({
        tokenId: row.token_id,
        studentId: row.student_id ?? '',
        name: row.name ?? '',
        off: row.off === 1,
        served: served.get(row.token_id) ?? {},
      }));
    },
  };
}

function diningStaffRepository(db: Database.Database, appendActivity: ActivityAppender): DiningStaffRepository {
  type Row = { email: string; added_at: string; added_by: string };
  const all = db.prepare<[], Row>('SELECT email, added_at, added_by FROM dining_staff ORDER BY email');
  const find = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM dining_staff WHERE email = ?');
  const insert = db.prepare(
    'INSERT INTO dining_staff (email, added_at, added_by) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const remove = db.prepare('DELETE FROM dining_staff WHERE email = ?');
  /** Runs the change and, when it changed the list, its activity entry, in one transaction. */
  const audited = (change: (email: string) => boolean) =>
    db.transaction((email: string, audit?: Audit) => {
      const changed = change(email);
      if (changed && audit) appendActivity(audit, diningStaffSubject(email));
      return changed;
    });
  const removeOne = audited((email) => remove.run(email).changes > 0);
  return {
    async list() {
      ensureOpen(db);
      return all.all().map((row) => ({ email: row.email, addedAt: row.added_at, addedBy: row.added_by }));
    },
    async has(email) {
      ensureOpen(db);
      return find.get(email.trim().toLowerCase()) !== undefined;
    },
    async add(member, audit) {
      ensureOpen(db);
      const addOne = audited((email) => insert.run(email, member.addedAt, member.addedBy).changes > 0);
      return addOne(member.email.trim().toLowerCase(), audit);
    },
    async remove(email, audit) {
      ensureOpen(db);
      return removeOne(email.trim().toLowerCase(), audit);
    },
  };
}
