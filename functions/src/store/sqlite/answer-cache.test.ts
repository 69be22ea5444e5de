import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleStudent, sampleTokenPurchase } from '@hall/model/samples';
import { StoreClosedError } from '../port.ts';
import { answerCache } from './answer-cache.ts';
import { openSqliteStore } from './sqlite-store.ts';

const folders: string[] = [];
const open: Database.Database[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'answer-cache-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  open.splice(0).forEach((db) => db.close());
  folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** Two connections to one WAL database with a table of names; `list` is what the cache keeps. */
function twoConnections() {
  const file = path.join(tempDir(), 'test.sqlite');
  const first = new Database(file);
  first.pragma('journal_mode = WAL');
  first.exec('CREATE TABLE names (name TEXT)');
  const second = new Database(file);
  open.push(first, second);
  let computed = 0;
  const read = first.prepare<[], string>('SELECT name FROM names ORDER BY rowid').pluck();
  const list = () => {
    computed += 1;
    return JSON.stringify(read.all());
  };
  return { first, second, list, computed: () => computed };
}

/** Runs `work` in a transaction that then rolls back. */
function rolledBack(db: Database.Database, work: () => void) {
  expect(() =>
    db.transaction(() => {
      work();
      throw new Error('roll back');
    })(),
  ).toThrow('roll back');
}

describe('answerCache', () => {
  it('answers again from memory while the database is unchanged', () => {
    const { first, list, computed } = twoConnections();
    first.exec("INSERT INTO names VALUES ('Rahim')");
    const cache = answerCache<string>(first, (text) => text.length);
    expect(cache.get('names', list)).toBe('["Rahim"]');
    expect(cache.get('names', list)).toBe('["Rahim"]');
    expect(computed()).toBe(1);
  });

  it("reads again after this connection's write, a rolled-back one included", () => {
    const { first, list, computed } = twoConnections();
    const cache = answerCache<string>(first, (text) => text.length);
    expect(cache.get('names', list)).toBe('[]');
    first.exec("INSERT INTO names VALUES ('Karim')");
    expect(cache.get('names', list)).toBe('["Karim"]');
    first.exec("UPDATE names SET name = 'Karim Uddin'");
    expect(cache.get('names', list)).toBe('["Karim Uddin"]');
    rolledBack(first, () => first.exec("DELETE FROM names WHERE name = 'Karim Uddin'"));
    expect(cache.get('names', list)).toBe('["Karim Uddin"]');
    expect(computed()).toBe(4);
  });

  it("reads again after another connection's commit (another process on the same file)", () => {
    const { first, second, list } = twoConnections();
    const cache = answerCache<string>(first, (text) => text.length);
    expect(cache.get('names', list)).toBe('[]');
    second.exec("INSERT INTO names VALUES ('Salma')");
    expect(cache.get('names', list)).toBe('["Salma"]');
  });

  it('keeps nothing inside a transaction, whose writes are not final yet', () => {
    const { first, list, computed } = twoConnections();
    const cache = answerCache<string>(first, (text) => text.length);
    const inside = first.transaction(() => {
      first.exec("INSERT INTO names VALUES ('Nadia')");
      return [cache.get('names', list), cache.get('names', list)];
    });
    expect(inside()).toEqual(['["Nadia"]', '["Nadia"]']);
    expect(computed()).toBe(2);
    expect(cache.get('names', list)).toBe('["Nadia"]');
    expect(computed()).toBe(3);
    // Read inside a transaction that then rolls back: afterwards the list is as before it.
    rolledBack(first, () => {
      first.exec("INSERT INTO names VALUES ('Rolled back')");
      cache.get('names', list);
    });
    expect(cache.get('names', list)).toBe('["Nadia"]');
  });

  it('keeps each key apart, and never keeps an answer too long to hold', () => {
    const { first } = twoConnections();
    const cache = answerCache<string>(first, (text) => text.length);
    let long = 0;
    const huge = () => ((long += 1), 'x'.repeat(200_000));
    cache.get('huge', huge);
    cache.get('huge', huge);
    expect(long).toBe(2);
    expect(cache.get('a', () => 'A')).toBe('A');
    expect(cache.get('b', () => 'B')).toBe('B');
    expect(cache.get('a', () => 'not kept')).toBe('A');
  });
});

describe('the SQLite store with kept answers', () => {
  it("answers a list with every write, its own and another process's, at once", async () => {
    const dir = tempDir();
    const store = openSqliteStore(dir);
    const other = openSqliteStore(dir);
    try {
      const owner = { ownerEmail: sampleStudent.email };
      const record = (Transaction_id: string) => ({ ...sampleStudent, ...sampleTokenPurchase({ Transaction_id }) });
      expect((await store.tokenPurchases.listJson!(owner)).json).toBe('[]');
      const mine = await store.tokenPurchases.insert(record('KEEP1'));
      expect(JSON.parse((await store.tokenPurchases.listJson!(owner)).json)).toEqual([mine]);
      const theirs = await other.tokenPurchases.insert(record('KEEP2'));
      expect(JSON.parse((await store.tokenPurchases.listJson!(owner)).json)).toEqual([theirs, mine]);
      await other.tokenPurchases.decide(theirs._id, { status: 'confirm' });
      const [approved] = JSON.parse((await store.tokenPurchases.pageJson!({ ...owner, limit: 1 })).json).items;
      expect(approved).toMatchObject({ _id: theirs._id, status: 'confirm' });
      await store.tokenPurchases.remove(theirs._id);
      expect(JSON.parse((await store.tokenPurchases.listJson!(owner)).json)).toEqual([mine]);
    } finally {
      await other.close();
      await store.close();
    }
  });

  it('refuses a list once closed, as every other read does', async () => {
    const store = openSqliteStore(tempDir());
    await store.tokenPurchases.listJson!();
    await store.close();
    await expect(store.tokenPurchases.listJson!()).rejects.toBeInstanceOf(StoreClosedError);
    await expect(store.tokenPurchases.pageJson!({ limit: 1 })).rejects.toBeInstanceOf(StoreClosedError);
  });
});
