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
  it('answers again from memory while the database is unchanged', async () => {
    const { first, list, computed } = twoConnections();
    first.exec("INSERT INTO names VALUES ('Rahim')");
    const cache = answerCache<string>(first, (text) => text.length);
    expect(await cache.get('names', list)).toBe('["Rahim"]');
    expect(await cache.get('names', list)).toBe('["Rahim"]');
    expect(computed()).toBe(1);
  });

  it("reads again after this connection's write, a rolled-back one included", async () => {
    const { first, list, computed } = twoConnections();
    const cache = answerCache<string>(first, (text) => text.length);
    expect(await cache.get('names', list)).toBe('[]');
    first.exec("INSERT INTO names VALUES ('Karim')");
    expect(await cache.get('names', list)).toBe('["Karim"]');
    first.exec("UPDATE names SET name = 'Karim Uddin'");
    expect(await cache.get('names', list)).toBe('["Karim Uddin"]');
    rolledBack(first, () => first.exec("DELETE FROM names WHERE name = 'Karim Uddin'"));
    expect(await cache.get('names', list)).toBe('["Karim Uddin"]');
    expect(computed()).toBe(4);
  });

  it("reads again after another connection's commit (another process on the same file)", async () => {
    const { first, second, list } = twoConnections();
    const cache = answerCache<string>(first, (text) => text.length);
    expect(await cache.get('names', list)).toBe('[]');
    second.exec("INSERT INTO names VALUES ('Salma')");
    expect(await cache.get('names', list)).toBe('["Salma"]');
  });

  it('keeps nothing inside a transaction, whose writes are not final yet', async () => {
    const { first, list, computed } = twoConnections();
    const cache = answerCache<string>(first, (text) => text.length);
    const inside = first.transaction(() => {
      first.exec("INSERT INTO names VALUES ('Nadia')");
      return [cache.get('names', list), cache.get('names', list)];
    });
    expect(await Promise.all(inside())).toEqual(['["Nadia"]', '["Nadia"]']);
    expect(computed()).toBe(2);
    expect(await cache.get('names', list)).toBe('["Nadia"]');
    expect(computed()).toBe(3);
    // Read inside a transaction that then rolls back: afterwards the list is as before it.
    rolledBack(first, () => {
      first.exec("INSERT INTO names VALUES ('Rolled back')");
      void cache.get('names', list);
    });
    expect(await cache.get('names', list)).toBe('["Nadia"]');
  });

  it('does not keep an answer read before a write that a later request already saw', async () => {
    const { first, list } = twoConnections();
    const cache = answerCache<string>(first, (text) => text.length);
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const slow = cache.get('names', async () => {
      const text = list();
      await finished;
      return text;
    });
    first.exec("INSERT INTO names VALUES ('Omar')");
    expect(await cache.get('names', list)).toBe('["Omar"]');
    finish();
    expect(await slow).toBe('[]');
    expect(await cache.get('names', list)).toBe('["Omar"]');
  });

  it('keeps each key apart, and never keeps an answer too long to hold', async () => {
    const { first } = twoConnections();
    const cache = answerCache<string>(first, (text) => text.length);
    let long = 0;
    const huge = () => ((long += 1), 'x'.repeat(200_000));
    await cache.get('huge', huge);
    await cache.get('huge', huge);
    expect(long).toBe(2);
    expect(await cache.get('a', () => 'A')).toBe('A');
    expect(await cache.get('b', () => 'B')).toBe('B');
    expect(await cache.get('a', () => 'not kept')).toBe('A');
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
      expect((await store.answers.list('tokenPurchases', owner)).json).toBe('[]');
      const mine = await store.tokenPurchases.insert(record('KEEP1'));
      expect(JSON.parse((await store.answers.list('tokenPurchases', owner)).json)).toEqual([mine]);
      const theirs = await other.tokenPurchases.insert(record('KEEP2'));
      expect(JSON.parse((await store.answers.list('tokenPurchases', owner)).json)).toEqual([theirs, mine]);
      await other.tokenPurchases.decide(theirs._id, { status: 'confirm' });
      const [approved] = JSON.parse((await store.answers.page('tokenPurchases', { ...owner, limit: 1 })).json).items;
      expect(approved).toMatchObject({ _id: theirs._id, status: 'confirm' });
      await store.tokenPurchases.remove(theirs._id);
      expect(JSON.parse((await store.answers.list('tokenPurchases', owner)).json)).toEqual([mine]);
    } finally {
      await other.close();
      await store.close();
    }
  });

  it('refuses a list once closed, as every other read does', async () => {
    const store = openSqliteStore(tempDir());
    await store.answers.list('tokenPurchases', {});
    await store.close();
    await expect(store.answers.list('tokenPurchases', {})).rejects.toBeInstanceOf(StoreClosedError);
    await expect(store.answers.page('tokenPurchases', { limit: 1 })).rejects.toBeInstanceOf(StoreClosedError);
  });
});
