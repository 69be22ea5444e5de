// Whether the database file is sound: the full integrity_check before `npm start` opens it, and
// a quick_check of every page, in a worker, for /api/health.
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** The database file failed SQLite's integrity check; `problems` are SQLite's own words. */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is damaged: ${problems.slice(0, 3).join('; ')}`);
  }
}

/**
 * Checks a database file before the store opens it (read-only, so a damaged file is left as it
 * is): the problems SQLite finds, or an empty list when the file is sound.
 */
export function checkDatabaseFile(file: string): string[] {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check(20)') as Array<Record<string, string>>;
    const problems = rows.map((row) => Object.values(row)[0] ?? '');
    return problems.length === 1 && problems[0] === 'ok' ? [] : problemLines(problems);
  } catch (error) {
    // "file is not a database", "database disk image is malformed" (some damage stops the check itself), ...
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    db?.close();
  }
}

/**
 * SQLite's problems one per line: a row of its check may hold several lines under a heading
 * ("*** in database main ***\nPage 5: ..."), and a start-up refusal is one sentence.
 */
export function problemLines(problems: readonly string[]): string[] {
  return problems
    .flatMap((problem) => problem.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^\*\*\* in database \w+ \*\*\*$/.test(line));
}

/** How long /api/health trusts the last check of the file's pages. */
export const PAGE_CHECK_TTL_MS = 60_000;

/**
 * SQLite's quick_check of every page, for /api/health: a damaged page otherwise shows only when a
 * query happens to read it. The check reads the whole file (about a second at 100,000 records per
 * collection), so it runs in a worker thread on its own read-only connection, at most once per
 * PAGE_CHECK_TTL_MS: the first call waits for it, later ones answer from the last result while a
 * stale one is redone in the background (decision 016).
 */
export function pageCheck(file: string): { problems(): Promise<string[]> } {
  let last: { at: number; problems: string[] } | null = null;
  let running: Promise<string[]> | null = null;
  const run = () =>
    (running ??= quickCheckInWorker(file).then((problems) => {
      last = { at: Date.now(), problems };
      running = null;
      return problems;
    }));
  return {
    async problems() {
      if (!last) return run();
      if (Date.now() - last.at > PAGE_CHECK_TTL_MS) void run();
      return last.problems;
    },
  };
}

function quickCheckInWorker(file: string): Promise<string[]> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./quick-check-worker.mjs', import.meta.url), { workerData: { file } });
    worker.unref();
    worker.once('message', (problems: string[]) => resolve(problemLines(problems)));
    worker.once('error', (error) => resolve([`the page check failed: ${error.message}`]));
    worker.once('exit', (code) => resolve([`the page check stopped (exit ${code})`]));
  });
}
