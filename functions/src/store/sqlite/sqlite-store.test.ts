import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import etag from 'etag';
import { afterEach, describe, expect, it } from 'vitest';
import { serializedAnswers } from '../answers.ts';
import { MIGRATIONS } from './schema.ts';
import { bulkLoadSqlite } from './bulk-load.ts';
import { LIST_ORDER } from './rows.ts';
import { openSqliteStore } from './sqlite-store.ts';

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-store-'));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const token = (index: number, id: string) => ({
  _id: index.toString(16).padStart(24, '0'),
  createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
  name: 'Student',
  email: `u${id}@student.cuet.ac.bd`,
  id,
  Start_date: '2025-01-01',
  End_date: '2025-01-30',
  package1: '30',
  amount: '2500',
  Transaction_id: `BULK${index}`,
  bkash_number: '01712345678',
  ...(index % 3 === 0 ? { status: 'confirm' as const } : {}),
});

describe('SQLite store at scale', () => {
  it('pages a broad prefix (most records) and a narrow one in list order', async () => {
    const dir = tempDir();
    const ids = ['1904001', '1904002', '1904003', '2004017'];
    bulkLoadSqlite(dir, { tokenPurchases: Array.from({ length: 3000 }, (_, index) => token(index, ids[index % 4]!)) });
    const store = openSqliteStore(dir);
    try {
      const everything = await store.tokenPurchases.list();
      expect(everything).toHaveLength(3000);
      for (const idPrefix of ['19', '2004017']) {
        const expected = everything.filter((record) => record.id.startsWith(idPrefix)).map((record) => record._id);
        const seen: string[] = [];
        let after: string | undefined;
        do {
          const page = await store.tokenPurchases.page({ limit: 200, idPrefix, ...(after ? { after } : {}) });
          seen.push(...page.items.map((record) => record._id));
          after = page.next ?? undefined;
        } while (after);
        expect(seen).toEqual(expected);
        expect(await store.tokenPurchases.count({ idPrefix })).toBe(expected.length);
      }
      // The bulk load claimed the transaction ids like an insert does.
      await expect(
        store.hallFees.insert({
          ...token(0, '1904001'),
          Transaction_id: 'bulk0',
          month_start: 'january',
          month_end: 'june',
          lavel: '1',
          term: '1',
        }),
      ).rejects.toThrow('transaction id already used');
    } finally {
      await store.close();
    }
  });

  it('answers lists and pages as JSON text byte for byte as JSON.stringify of list and page', async () => {
    const dir = tempDir();
    bulkLoadSqlite(dir, {
      tokenPurchases: Array.from({ length: 250 }, (_, index) => token(index, index % 2 ? '1904001' : '1904002')),
    });
    const store = openSqliteStore(dir);
    try {
      const tokens = store.tokenPurchases;
      // Text that JSON escapes, stored by an ordinary insert and then changed.
      const { _id, createdAt, status, ...fields } = token(999, '1904001');
      const odd = await tokens.insert({
        ...fields,
        package1: '30',
        amount: '2500',
        name: 'Ünïcødé "quoted" \\ back\nline \u2028',
        Transaction_id: 'ODD1',
      });
      expect([_id, createdAt, status]).toHaveLength(3);
      await tokens.update(odd._id, { status: 'confirm' });
      const owner = { ownerEmail: 'U1904001@student.cuet.ac.bd' };
      expect((await store.answers.list('tokenPurchases', {})).json).toBe(JSON.stringify(await tokens.list()));
      const mine = await store.answers.list('tokenPurchases', owner);
      expect(mine.json).toBe(JSON.stringify(await tokens.list(owner)));
      // The entity tag Express would have made of the same text.
      expect(mine.etag).toBe(etag(mine.json, { weak: true }));
      expect(JSON.parse(mine.json)).toHaveLength(126);
      for (const request of [
        { limit: 50 },
        { limit: 7, idPrefix: '19040', status: 'pending' as const },
        { limit: 200, ...owner },
      ]) {
        let after: string | undefined;
        do {
          const asked = { ...request, ...(after ? { after } : {}) };
          const page = await tokens.page(asked);
          const answer = await store.answers.page('tokenPurchases', asked);
          expect(answer.json).toBe(JSON.stringify(page));
          // What the Cloud Function answers (its store's page serialised), entity tag included.
          expect(answer).toEqual(await serializedAnswers(store).page('tokenPurchases', asked));
          after = page.next ?? undefined;
        } while (after);
      }
    } finally {
      await store.close();
    }
  });

  it('reads every list order straight from its index, with no sort (migration 6)', async () => {
    const dir = tempDir();
    await openSqliteStore(dir).close();
    const db = new Database(path.join(dir, 'portal.sqlite'), { readonly: true });
    try {
      const plan = (sql: string, ...params: unknown[]) =>
        db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => (row as { detail: string }).detail)
          .join(' | ');
      for (const table of ['token_purchases', 'hall_fees', 'room_allotments', 'complaints']) {
        const page = plan(`SELECT data FROM ${table} INDEXED BY ${table}_by_order ${LIST_ORDER} LIMIT ?`, 51);
        expect(page).toContain(`INDEX ${table}_by_order`);
        expect(page).not.toContain('TEMP B-TREE');
        const next = plan(
          `SELECT data FROM ${table} INDEXED BY ${table}_by_order WHERE (approved, created_at, rowid) < (?, ?, ?) ${LIST_ORDER} LIMIT 50`,
          1,
          '2026-01-01',
          9,
        );
        expect(next).not.toContain('TEMP B-TREE');
        const own = plan(
          `SELECT data FROM ${table} WHERE owner_email = ? ${LIST_ORDER}`,
          'u1904001@student.cuet.ac.bd',
        );
        expect(own).toContain(`INDEX ${table}_by_owner`);
        expect(own).not.toContain('TEMP B-TREE');
      }
    } finally {
      db.close();
    }
  });

  it('fills the student id of records kept before the column existed', async () => {
    const dir = tempDir();
    const db = new Database(path.join(dir, 'portal.sqlite'));
    db.exec(MIGRATIONS[0]!);
    db.pragma('user_version = 1');
    const old = token(1, '1904001');
    db.prepare('INSERT INTO token_purchases (_id, owner_email, approved, created_at, data) VALUES (?, ?, 0, ?, ?)').run(
      old._id,
      old.email,
      old.createdAt,
      JSON.stringify(old),
    );
    db.close();
    fs.mkdirSync(path.join(dir, 'notices'));
    const store = openSqliteStore(dir);
    try {
      expect(
        (await store.tokenPurchases.page({ limit: 5, idPrefix: '1904' })).items.map((record) => record._id),
      ).toEqual([old._id]);
    } finally {
      await store.close();
    }
  });

  it('dates the claims kept before claimed_at existed by their request; a claim whose request is gone stays undated', async () => {
    const dir = tempDir();
    const db = new Database(path.join(dir, 'portal.sqlite'));
    MIGRATIONS.slice(0, 3).forEach((sql) => db.exec(sql));
    db.pragma('user_version = 3');
    const kept = token(1, '1904001');
    db.prepare('INSERT INTO token_purchases (_id, owner_email, approved, created_at, data) VALUES (?, ?, 0, ?, ?)').run(
      kept._id,
      kept.email,
      kept.createdAt,
      JSON.stringify(kept),
    );
    const claim = db.prepare('INSERT INTO payments (transaction_key, collection, record_id) VALUES (?, ?, ?)');
    claim.run('BULK1', 'token_purchases', kept._id);
    claim.run('SPENT1', 'hall_fees', 'e'.repeat(24));
    db.close();
    const store = openSqliteStore(dir);
    try {
      expect(await store.transactionClaims.find('bulk1')).toEqual({
        transactionId: 'BULK1',
        collection: 'tokenPurchases',
        recordId: kept._id,
        claimedAt: kept.createdAt,
      });
      expect(await store.transactionClaims.find('SPENT1')).toEqual({
        transactionId: 'SPENT1',
        collection: 'hallFees',
        recordId: 'e'.repeat(24),
        claimedAt: null,
      });
    } finally {
      await store.close();
    }
  });
});
