// Auth emulator accounts kept under the data folder, saved whenever they change so that a hard
// stop (kill -9, power cut) loses none. Every second the emulator exports into memory; only an
// export that differs from the current one is copied into its own folder, flushed to disk, then
// made current by atomically replacing the `current` pointer file: a stop at any moment leaves
// the previous complete export or the new one, never half of one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartError, type AuthEmulator } from './auth-emulator.ts';

const METADATA = 'firebase-export-metadata.json';

/** Where each export is made before it is compared: memory where Linux offers it (/dev/shm). */
const STAGING_ROOT = isWritableDir('/dev/shm') ? '/dev/shm' : os.tmpdir();

/**
 * A fresh folder in memory (where Linux offers it) for the Auth emulator to run in: firebase-tools
 * stages every export in its working folder before moving it, so there it writes nothing to disk.
 */
export function memoryWorkDir(): string {
  return fs.mkdtempSync(path.join(STAGING_ROOT, 'hall-emulator-'));
}

function isWritableDir(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

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

/** The files that say whether two exports differ, or undefined when they cannot be read. */
function contentsOf(dir: string | undefined): Buffer[] | undefined {
  if (!dir) return undefined;
  try {
    return ['auth_export/accounts.json', 'auth_export/config.json'].map((file) =>
      fs.readFileSync(path.join(dir, file)),
    );
  } catch {
    return undefined;
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
  /** The compared files of the current export, once known. */
  private current: Buffer[] | undefined;

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
    // Exported into memory first (issue 34): an idle portal compares and writes nothing to disk,
    // and compares with the current export as last read or written, not read again each time.
    const staging = fs.mkdtempSync(path.join(STAGING_ROOT, 'hall-accounts-'));
    try {
      await this.emulator.exportTo(staging);
      const exported = contentsOf(staging);
      this.current ??= contentsOf(savedAccountsOrNone(this.dataDir));
      if (exported && this.current && exported.every((bytes, index) => bytes.equals(this.current![index]!))) return;
      this.keep(staging);
      this.current = exported;
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }

  /** Copies an export into the data folder, flushed, then makes it current. */
  private keep(staging: string): void {
    const name = `${Date.now()}-${process.pid}-${++this.count}`;
    const dir = path.join(this.root, name);
    fs.cpSync(staging, dir, { recursive: true });
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
