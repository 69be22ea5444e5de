// SQLite's quick_check of one database file, on its own read-only connection, in a worker thread
// (integrity.ts): plain JavaScript, so it runs the same under tsx, vitest and plain Node.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

let db;
try {
  db = new Database(workerData.file, { readonly: true, fileMustExist: true });
  const problems = db.pragma('quick_check(20)').map((row) => String(Object.values(row)[0] ?? ''));
  parentPort.postMessage(problems.length === 1 && problems[0] === 'ok' ? [] : problems);
} catch (error) {
  parentPort.postMessage([error instanceof Error ? error.message : String(error)]);
} finally {
  if (db) db.close();
}
