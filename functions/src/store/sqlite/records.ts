// One record collection of the SQLite store: its writes, each one transaction with its activity
// entry, its transaction-id claim and a keyed request's answer; its reads through the table's reader.
import type Database from 'better-sqlite3';
import { isApproved, normalizeTransactionId, REJECTED_STATUS, removalChanges, type RecordKind } from '@hall/model';
import { newId } from '../ids.ts';
import { releasedRoom } from '../released-room.ts';
import {
  refusesDecision,
  TransactionIdUsedError,
  type AnswerKey,
  type Audit,
  type Collection,
  type Decision,
  type NewRecord,
} from '../port.ts';
import type { ActivityAppender } from './activity.ts';
import type { RecordReader } from './reader.ts';
import { claimSql, ensureOpen, insertRowSql, isUniqueViolation, rowOf, studentIdOf, type Doc } from './rows.ts';

/** What every collection of one store shares: its connection, its log, and where keyed answers go. */
export interface CollectionContext {
  db: Database.Database;
  appendActivity: ActivityAppender;
  /** Stores a keyed request's answer, in the transaction of the record it made (AnswerKey). */
  keepAnswer(answerKey: AnswerKey, recordId: string): void;
}

/** `paid`: a bKash transaction id on each record pays once (Store.tokenPurchases). */
export function sqliteCollection<T extends Doc>(
  { db, appendActivity, keepAnswer }: CollectionContext,
  kind: RecordKind,
  table: string,
  paid: boolean,
  reader: RecordReader,
): Collection<T> {
  const insert = db.prepare(insertRowSql(table));
  const get = db.prepare<[string], { data: string }>(`SELECT data FROM ${table} WHERE _id = ?`);
  const replace = db.prepare(
    `UPDATE ${table} SET approved = @approved, student_id = @studentId, data = @data WHERE _id = @id`,
  );
  const remove = db.prepare(`DELETE FROM ${table} WHERE _id = ?`);
  const claim = db.prepare(claimSql);
  const release = db.prepare('DELETE FROM payments WHERE transaction_key = ? AND collection = ? AND record_id = ?');
  const write = (doc: T) => rowOf(kind, doc);
  const transactionKeyOf = (doc: T) =>
    normalizeTransactionId(String((doc as { Transaction_id?: unknown }).Transaction_id ?? ''));
  const subjectOf = (doc: T, changes: object) => ({
    collection: kind,
    recordId: doc._id,
    studentId: studentIdOf(doc),
    changes,
    record: doc,
  });
  /** Gives the record's transaction id back (if it still holds it), logging that for an audited change. */
  const releaseClaimOf = (doc: T, audit: Audit | undefined) => {
    const key = transactionKeyOf(doc);
    const released = release.run(key, table, doc._id).changes > 0;
    if (released && audit)
      appendActivity({ ...audit, action: 'transaction_released' }, subjectOf(doc, { Transaction_id: key }));
  };

  const insertDoc = db.transaction(
    (doc: T, given: NewRecord<T>, audit: Audit | undefined, answerKey: AnswerKey | undefined) => {
      if (paid) {
        try {
          claim.run(transactionKeyOf(doc), table, doc._id, doc.createdAt);
        } catch (error) {
          if (isUniqueViolation(error)) throw new TransactionIdUsedError();
          throw error;
        }
      }
      insert.run(write(doc));
      // What the office gave (a notice's title, date and file), not the stored copy's id and time.
      if (audit) appendActivity(audit, subjectOf(doc, given));
      if (answerKey) keepAnswer(answerKey, doc._id);
    },
  );
  const updateDoc = db.transaction((id: string, changes: Partial<NewRecord<T>>, audit: Audit | undefined) => {
    const row = get.get(id);
    if (!row) return { matched: false, modified: false };
    const before = JSON.parse(row.data) as T;
    const after = { ...before, ...changes, _id: before._id, createdAt: before.createdAt } as T;
    const modified = JSON.stringify(after) !== row.data;
    if (modified) {
      replace.run(write(after));
      if (audit) appendActivity(audit, subjectOf(after, changes));
    }
    return { matched: true, modified };
  });
  // Checked and written in one transaction, so two decisions cannot both pass the check.
  const decideDoc = db.transaction((id: string, decision: Decision, audit: Audit | undefined) => {
    const row = get.get(id);
    if (!row) return { matched: false, modified: false, conflict: false };
    const before = JSON.parse(row.data) as T;
    if (refusesDecision(before, decision)) return { matched: true, modified: false, conflict: true };
    const after = { ...before, ...decision } as T;
    const modified = JSON.stringify(after) !== row.data;
    if (!modified) return { matched: true, modified, conflict: false };
    replace.run(write(after));
    if (audit) appendActivity(audit, subjectOf(after, decision));
    // A rejected payment gives its transaction id back, as a cleared one does (decision 031).
    if (paid && decision.status === REJECTED_STATUS) releaseClaimOf(before, audit);
    return { matched: true, modified, conflict: false };
  });
  // A request cleared before approval gives its transaction id back; an approved one paid.
  const removeDoc = db.transaction((id: string, audit: Audit | undefined) => {
    const row = get.get(id);
    if (!row) return false;
    const doc = JSON.parse(row.data) as T;
    if (audit) appendActivity(audit, subjectOf(doc, removalChanges(kind, doc)));
    if (paid && !isApproved(doc)) releaseClaimOf(doc, audit);
    const freed = releasedRoom(kind, doc);
    if (freed !== null && audit)
      appendActivity({ ...audit, action: 'room_released' }, subjectOf(doc, { SelectedRoom: freed }));
    return remove.run(id).changes > 0;
  });

  const parsed = (texts: readonly string[]) => texts.map((text) => JSON.parse(text) as T);
  return {
    async insert(record: NewRecord<T>, audit, answerKey) {
      ensureOpen(db);
      const doc = { _id: newId(), createdAt: new Date().toISOString(), ...record } as T;
      insertDoc(doc, record, audit, answerKey);
      return doc;
    },
    async get(id) {
      ensureOpen(db);
      const row = get.get(id);
      return row ? (JSON.parse(row.data) as T) : null;
    },
    async list(options = {}) {
      return parsed(reader.list(options));
    },
    async page(request) {
      const { texts, next } = reader.page(request);
      return { items: parsed(texts), next };
    },
    async count(filter = {}) {
      return reader.count(filter);
    },
    async update(id, changes, audit) {
      ensureOpen(db);
      return updateDoc(id, changes, audit);
    },
    async remove(id, audit) {
      ensureOpen(db);
      return removeDoc(id, audit);
    },
    async decide(id, decision, audit) {
      ensureOpen(db);
      return decideDoc(id, decision, audit);
    },
  };
}
