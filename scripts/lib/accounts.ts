// Auth emulator accounts kept under the data folder, saved whenever they change so that a hard
// stop (kill -9, power cut) loses none. Each save is a complete export in its own folder,
// flushed to disk, then made current by atomically replacing the `current` pointer file: a stop
// at any moment leaves the previous complete export or the new one, never half of one.
import fs from 'node:fs';
import path from 'node:path';
import { StartError, type AuthEmulator } from './auth-emulator.ts';

const METADATA = 'firebase-export-metadata.json';

/** The folder holding the current export, checked to be readable; undefined when none was saved. */
export function savedAccounts(dataDir: string): string | undefined {
  const root = path.join(dataDir, 'accounts');
  const pointer = path.join(root, 'current');
  let dir: string | undefined;
  if (fs.existsSync(pointer)) dir = path.join(root, fs.readFileSync(pointer, 'utf8').trim());
  // Before saves were atomic, start.ts exported into `auth/` on Ctrl-C.
  else if (fs.existsSync(path.join(dataDir, 'auth', METADATA))) dir = path.join(dataDir, 'auth');
  if (!dir) return undefined;
  for (const file of [METADATA, 'auth_export/accounts.json']) {
    const where = path.join(dir, file);
    try {
      JSON.parse(fs.readFileSync(where, 'utf8'));
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'is not valid JSON';
      throw new StartError(
        `The saved accounts are damaged: ${where} ${why}. Restore ${dir} from a backup, or delete ${dataDir} to start afresh with the demo data.`,
      );
    }
  }
  return dir;
}

function sameFile(a: string, b: string): boolean {
  try {
    return fs.readFileSync(a).equals(fs.readFileSync(b));
  } catch {
    return false;
  }
}

function flush(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) flush(full);
    else {
      const fd = fs.openSync(full, 'r');
      fs.fsyncSync(fd);
      fs.closeSync(fd);
    }
  }
}

/** Saves the emulator's accounts now and then every `intervalMs`, one save at a time. */
export class AccountSaver {
  private readonly root: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private count = 0;

  constructor(
    private readonly dataDir: string,
    private readonly emulator: AuthEmulator,
  ) {
    this.root = path.join(dataDir, 'accounts');
  }

  /** Exports into a new folder; keeps it only if it differs from the current one. */
  save(): Promise<void> {
    this.running = this.running.catch(() => {}).then(() => this.saveOnce());
    return this.running;
  }

  private async saveOnce(): Promise<void> {
    fs.mkdirSync(this.root, { recursive: true });
    const previous = savedAccountsOrNone(this.dataDir);
    const name = `${Date.now()}-${process.pid}-${++this.count}`;
    const dir = path.join(this.root, name);
    await this.emulator.exportTo(dir);
    const unchanged =
      previous !== undefined &&
      ['auth_export/accounts.json', 'auth_export/config.json'].every((file) =>
        sameFile(path.join(dir, file), path.join(previous, file)),
      );
    if (unchanged) {
      fs.rmSync(dir, { recursive: true, force: true });
      return;
    }
    flush(dir);
    const pointer = path.join(this.root, 'current');
    fs.writeFileSync(`${pointer}.next`, name);
    const fd = fs.openSync(`${pointer}.next`, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(`${pointer}.next`, pointer);
    this.prune(name);
  }

  /** Removes every export but the current one (left-overs of a stop in the middle of a save). */
  prune(
    keep = fs.existsSync(path.join(this.root, 'current'))
      ? fs.readFileSync(path.join(this.root, 'current'), 'utf8').trim()
      : '',
  ): void {
    if (!fs.existsSync(this.root)) return;
    for (const entry of fs.readdirSync(this.root)) {
      if (entry !== keep && entry !== 'current')
        fs.rmSync(path.join(this.root, entry), { recursive: true, force: true });
    }
  }

  every(intervalMs: number, onError: (error: unknown) => void): void {
    this.timer = setInterval(() => void this.save().catch(onError), intervalMs);
  }

  /** Stops the timer and waits for a save in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running.catch(() => {});
  }
}

function savedAccountsOrNone(dataDir: string): string | undefined {
  try {
    return savedAccounts(dataDir);
  } catch {
    return undefined;
  }
}
