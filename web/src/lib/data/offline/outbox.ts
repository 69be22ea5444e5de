// The outbox (issue 33, decision 036): a student's form sent with no network is kept on the device
// with the Idempotency-Key of its first try, and sent again when the network returns, signed in as
// the same account. The key makes a second send harmless: the API answers a repeated key with the
// first answer (for 24 hours), and in firebase mode the record's id is made from it.
import { DataError, type DataPort, type SendOptions } from '../port.ts';
import { deviceStorage } from './device-storage.ts';

/** The student forms that may wait; uploads and the office's actions are never kept. */
export type OutboxKind = 'tokenPurchases' | 'hallFees' | 'roomAllotments' | 'complaints';
const KINDS: readonly string[] = ['tokenPurchases', 'hallFees', 'roomAllotments', 'complaints'];

export interface OutboxEntry {
  /** The Idempotency-Key, made once at the first try and sent with every try after. */
  key: string;
  /** The account that filled the form in: sent only while it is signed in. */
  uid: string;
  kind: OutboxKind;
  /** The form's checked input, as create() takes it. */
  input: unknown;
  /** When it was kept, in ms since the epoch. */
  queuedAt: number;
}

/** Older than this, a form is sent only when the student says so: well inside the API's 24 hours of keys. */
export const ASK_AFTER_MS = 20 * 60 * 60 * 1000;
export const OUTBOX_STORAGE_KEY = 'hall.outbox';

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.key === 'string' &&
    typeof entry.uid === 'string' &&
    typeof entry.kind === 'string' &&
    KINDS.includes(entry.kind) &&
    typeof entry.queuedAt === 'number' &&
    typeof entry.input === 'object' &&
    entry.input !== null
  );
}

export class Outbox {
  private readonly listeners = new Set<() => void>();
  private last: { raw: string | null; entries: readonly OutboxEntry[] } = { raw: null, entries: [] };
  /** One sending at a time, whichever page asked. */
  sending = false;

  constructor(
    private readonly storage: Storage | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every kept form, oldest first; the same array until the outbox changes. */
  all(): readonly OutboxEntry[] {
    let raw: string | null = null;
    try {
      raw = this.storage?.getItem(OUTBOX_STORAGE_KEY) ?? null;
    } catch {
      raw = null; // storage refused (a private window): nothing kept
    }
    if (raw === this.last.raw) return this.last.entries;
    let entries: readonly OutboxEntry[] = [];
    try {
      const parsed: unknown = raw === null ? [] : JSON.parse(raw);
      entries = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      entries = []; // not ours, or damaged: nothing to send
    }
    this.last = { raw, entries };
    return entries;
  }

  /** The forms the account filled in. */
  of(uid: string): OutboxEntry[] {
    return this.all().filter((entry) => entry.uid === uid);
  }

  /** Keeps a form; false when the device cannot keep it (no storage, or full). */
  keep(entry: Omit<OutboxEntry, 'queuedAt'>): boolean {
    if (!KINDS.includes(entry.kind)) throw new Error(`Not a form the outbox keeps: ${entry.kind}`);
    if (this.all().some((kept) => kept.key === entry.key)) return true;
    return this.write([...this.all(), { ...entry, queuedAt: this.now() }]);
  }

  remove(key: string): void {
    this.write(this.all().filter((entry) => entry.key !== key));
  }

  /** Kept too long to be sent without asking the student first. */
  needsAsking(entry: OutboxEntry): boolean {
    return this.now() - entry.queuedAt > ASK_AFTER_MS;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private write(entries: readonly OutboxEntry[]): boolean {
    try {
      if (!this.storage) return false;
      if (entries.length === 0) this.storage.removeItem(OUTBOX_STORAGE_KEY);
      else this.storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      return false;
    } finally {
      this.listeners.forEach((listener) => listener());
    }
    return true;
  }
}

/**
 * A chunk of the portal's own code that could not be fetched (no network and no worker's copy):
 * what Chromium, Firefox and Safari say of a failed import().
 */
const CODE_NOT_LOADED = /dynamically imported module|Importing a module script failed/i;

/**
 * A failure that says nothing about the form: no network, the portal restarting or still on it,
 * or the code that sends it not loaded (the adapters are chunks loaded on their first call).
 */
export function isTryLater(error: unknown): boolean {
  if (error instanceof TypeError) return CODE_NOT_LOADED.test(error.message);
  return (
    error instanceof DataError &&
    (error.status === 0 || error.status === 503 || error.code === 'idempotency_key_running')
  );
}

export interface SendReport {
  landed(entry: OutboxEntry): void;
  refused(entry: OutboxEntry, error: unknown): void;
}

type Create = (input: unknown, options: SendOptions) => Promise<unknown>;

/**
 * Sends the account's kept forms one at a time, oldest first; those kept longer than ASK_AFTER_MS
 * only when named in `asked` (the student said "send now"). Stops at the first that cannot reach
 * the portal (the rest wait with it); a refused form leaves the outbox with the reason reported.
 */
export async function sendKept(
  outbox: Outbox,
  data: DataPort,
  uid: string,
  report: SendReport,
  asked?: string,
): Promise<void> {
  if (outbox.sending) return;
  outbox.sending = true;
  try {
    for (const entry of outbox.of(uid)) {
      if (asked === undefined ? outbox.needsAsking(entry) : entry.key !== asked) continue;
      try {
        await (data[entry.kind].create as Create)(entry.input, { idempotencyKey: entry.key });
      } catch (error) {
        if (isTryLater(error)) return;
        outbox.remove(entry.key);
        report.refused(entry, error);
        continue;
      }
      outbox.remove(entry.key);
      report.landed(entry);
    }
  } finally {
    outbox.sending = false;
  }
}

/** The device's outbox (none where storage is refused). */
export const deviceOutbox = new Outbox(deviceStorage());
