/**
 * Migrations, applied in order and counted in `PRAGMA user_version`. Never edit one that has
 * shipped: add the next. Records are JSON documents (the wire shape, like Firestore's) with the
 * columns the queries filter and sort on beside them.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    _id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT NOT NULL,
    data TEXT NOT NULL
  );
  ${['token_purchases', 'hall_fees', 'room_allotments', 'complaints', 'notices', 'contact_messages']
    .map(
      (table) => `
  CREATE TABLE ${table} (
    _id TEXT PRIMARY KEY,
    owner_email TEXT COLLATE NOCASE,
    approved INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    data TEXT NOT NULL
  );
  CREATE INDEX ${table}_by_owner ON ${table} (owner_email, approved DESC, created_at DESC);
  CREATE INDEX ${table}_by_order ON ${table} (approved DESC, created_at DESC);`,
    )
    .join('\n')}
  CREATE TABLE payments (
    transaction_key TEXT PRIMARY KEY,
    collection TEXT NOT NULL,
    record_id TEXT NOT NULL
  );
  `,
  // Answers to POSTs sent with an Idempotency-Key (issue 13), apart from records and payments.
  `
  CREATE TABLE idempotency_keys (
    caller TEXT NOT NULL,
    key TEXT NOT NULL,
    created_at TEXT NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (caller, key)
  );
  CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
  `,
  // Decision 016: the student id beside the record, for the admin's search by id prefix.
  ['token_purchases', 'hall_fees', 'room_allotments', 'complaints', 'notices', 'contact_messages']
    .map(
      (table) => `
  ALTER TABLE ${table} ADD COLUMN student_id TEXT;
  UPDATE ${table} SET student_id = json_extract(data, '$.id') WHERE json_type(data, '$.id') = 'text';
  CREATE INDEX ${table}_by_student ON ${table} (student_id, approved DESC, created_at DESC);`,
    )
    .join('\n'),
  // Issue 11: when each claim was made, for the admin's search by transaction id. Claims whose
  // request still exists take its createdAt (the same moment); the others stay unknown (null).
  `
  ALTER TABLE payments ADD COLUMN claimed_at TEXT;
  UPDATE payments SET claimed_at = (SELECT created_at FROM token_purchases WHERE _id = record_id) WHERE collection = 'token_purchases';
  UPDATE payments SET claimed_at = (SELECT created_at FROM hall_fees WHERE _id = record_id) WHERE collection = 'hall_fees';
  `,
  // Issue 19: the activity log, append-only: triggers refuse every UPDATE and DELETE.
  `
  CREATE TABLE activity (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    _id TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    action TEXT NOT NULL,
    student_id TEXT,
    data TEXT NOT NULL
  );
  CREATE INDEX activity_by_student ON activity (student_id, seq);
  CREATE INDEX activity_by_action ON activity (action, seq);
  CREATE TRIGGER activity_no_update BEFORE UPDATE ON activity BEGIN SELECT RAISE(ABORT, 'the activity log is append-only'); END;
  CREATE TRIGGER activity_no_delete BEFORE DELETE ON activity BEGIN SELECT RAISE(ABORT, 'the activity log is append-only'); END;
  `,
  // Issue 16: the list order (approved DESC, created_at DESC, rowid DESC) straight from an index.
  // An index keeps the rowid as its last, ascending key, so the DESC indexes above gave rowid in
  // the wrong direction and SQLite sorted each group of equal keys again. Ascending indexes read
  // backwards give the whole order: a page is the first rows of the index.
  ['token_purchases', 'hall_fees', 'room_allotments', 'complaints', 'notices', 'contact_messages']
    .map(
      (table) => `
  DROP INDEX ${table}_by_owner;
  DROP INDEX ${table}_by_order;
  DROP INDEX ${table}_by_student;
  CREATE INDEX ${table}_by_owner ON ${table} (owner_email, approved, created_at);
  CREATE INDEX ${table}_by_order ON ${table} (approved, created_at);
  CREATE INDEX ${table}_by_student ON ${table} (student_id, approved, created_at);`,
    )
    .join('\n'),
  // Issue 28: which Auth account made each profile (null for older ones): before verifying, an
  // account reads and edits only its own.
  `
  ALTER TABLE users ADD COLUMN uid TEXT;
  `,
  // Issue 28: a key is reserved before its route runs (answer NULL while it runs), so two requests
  // with one key cannot both run; the answers kept so far stay.
  `
  CREATE TABLE idempotency_keys_reserved (
    caller TEXT NOT NULL,
    key TEXT NOT NULL,
    created_at TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    answer TEXT,
    PRIMARY KEY (caller, key)
  );
  INSERT INTO idempotency_keys_reserved
    SELECT caller, key, created_at, COALESCE(json_extract(answer, '$.fingerprint'), ''), answer FROM idempotency_keys;
  DROP TABLE idempotency_keys;
  ALTER TABLE idempotency_keys_reserved RENAME TO idempotency_keys;
  CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
  `,
  // Issue 30: the dining hall. A day's state per token (meal_days), every switch (append-only),
  // and one serving per token, day and sitting (the primary key is the once-per-sitting guarantee).
  `
  CREATE TABLE dining_staff (
    email TEXT PRIMARY KEY COLLATE NOCASE,
    added_at TEXT NOT NULL,
    added_by TEXT NOT NULL
  );
  CREATE TABLE meal_days (
    token_id TEXT NOT NULL,
    day TEXT NOT NULL,
    off INTEGER NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (token_id, day)
  );
  CREATE INDEX meal_days_by_day ON meal_days (day, off);
  CREATE TABLE meal_switches (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    token_id TEXT NOT NULL,
    day TEXT NOT NULL,
    off INTEGER NOT NULL,
    at TEXT NOT NULL,
    owner_email TEXT NOT NULL
  );
  CREATE INDEX meal_switches_by_token ON meal_switches (token_id, seq);
  CREATE TRIGGER meal_switches_no_update BEFORE UPDATE ON meal_switches BEGIN SELECT RAISE(ABORT, 'meal switches are append-only'); END;
  CREATE TRIGGER meal_switches_no_delete BEFORE DELETE ON meal_switches BEGIN SELECT RAISE(ABORT, 'meal switches are append-only'); END;
  CREATE TABLE servings (
    token_id TEXT NOT NULL,
    day TEXT NOT NULL,
    sitting TEXT NOT NULL,
    served_at TEXT NOT NULL,
    served_by TEXT NOT NULL,
    PRIMARY KEY (token_id, day, sitting)
  );
  CREATE INDEX servings_by_day ON servings (day, sitting);
  `,
  // Issue 31: the hall's rooms, one row per room key (hall-model roomKey: "b-12" is "B-12"); the
  // number keeps the office's first spelling. Who lives where is the approved room applications.
  `
  CREATE TABLE rooms (
    room_key TEXT PRIMARY KEY,
    number TEXT NOT NULL,
    floor TEXT NOT NULL,
    beds INTEGER NOT NULL,
    notes TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
  // Issue 32: the reports' reads, each index covering its query (SQLite reads indexed expressions
  // from the index): hall fees by level and term (dues); approved money by filing time
  // (collections); requests by filing time and the pending ones (the queue); the log by time and a
  // record's decisions (its first one).
  `
  CREATE INDEX hall_fees_by_period ON hall_fees (
    json_extract(data, '$.lavel'), json_extract(data, '$.term'), json_extract(data, '$.status'), owner_email, approved,
    json_extract(data, '$.month_start'), json_extract(data, '$.month_end'));
  CREATE INDEX token_purchases_collected ON token_purchases (approved, created_at, json_extract(data, '$.amount'));
  CREATE INDEX hall_fees_collected ON hall_fees (
    approved, created_at, json_extract(data, '$.month_start'), json_extract(data, '$.month_end'));
  ${['token_purchases', 'hall_fees', 'room_allotments']
    .map(
      (table) => `
  CREATE INDEX ${table}_by_time ON ${table} (created_at);
  CREATE INDEX ${table}_pending ON ${table} (created_at) WHERE approved = 0 AND json_extract(data, '$.status') IS NULL;`,
    )
    .join('\n')}
  CREATE INDEX activity_by_time ON activity (created_at);
  CREATE INDEX activity_by_record ON activity (
    json_extract(data, '$.recordId'), json_extract(data, '$.collection'), action, created_at);
  `,
];
