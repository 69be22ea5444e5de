import {
  APPROVED_STATUS,
  REJECTED_STATUS,
  type ActivityAction,
  type ActivityActor,
  type ActivityEntry,
  type Complaint,
  type ContactMessage,
  type HallFee,
  type Notice,
  type RoomAllotment,
  type StatusFilter,
  type StudentUser,
  type TokenPurchase,
  type TransactionClaim,
} from '@hall/model';
import type { DiningRepository } from './dining-port.ts';
import type { ReportsRepository } from './reports-port.ts';
import type { RoomRepository } from './rooms-port.ts';

export type * from './dining-port.ts';
export type * from './rooms-port.ts';
export type * from './reports-port.ts';

/**
 * The store port: everything the API keeps, behind one interface with two stores
 * (SQLite locally, Firestore in production). Routes see only this file.
 */
export interface Store {
  users: UserRepository;
  /**
   * The paid requests. A bKash transaction id pays once across both: `insert` claims the
   * normalised id and stores the record atomically, or throws TransactionIdUsedError. A request
   * cleared (deleted) before approval releases its claim, so the id can pay again; an approved
   * one keeps it spent.
   */
  tokenPurchases: Collection<TokenPurchase>;
  hallFees: Collection<HallFee>;
  roomAllotments: Collection<RoomAllotment>;
  complaints: Collection<Complaint>;
  notices: Collection<Notice>;
  contactMessages: Collection<ContactMessage>;
  /** Who holds each bKash transaction id: the claims the paid collections make on insert. */
  transactionClaims: TransactionClaimRepository;
  noticeFiles: FileRepository;
  /** PDFs the administrator attaches to approved token purchases (`pdfFileName` on the record), filed under the owner's e-mail. */
  tokenFiles: OwnedFileRepository;
  /** The office's actions, newest first; appended only by the changes themselves (see Audit). */
  activity: ActivityLog;
  /** The answers to POSTs sent with an Idempotency-Key, per caller (http/idempotency.ts). */
  idempotency: IdempotencyRepository;
  /** The dining hall's day (issue 30): staff, meal switches, servings, the kitchen's count. */
  dining: DiningRepository;
  /** The hall's rooms (issue 31): the inventory, who lives where, allotting without a double. */
  rooms: RoomRepository;
  /** The office's reports (issue 32): dues, collections per month, the queue. */
  reports: ReportsRepository;
  /** Seeding only: records as they were stored in the past (the demo's year of payments). */
  history: HistoryLoader;
  /** Throws when the store cannot answer (used by /api/health). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What a caller supplies for a new record; the store adds `_id` and `createdAt`. */
export type NewRecord<T> = Omit<T, '_id' | 'createdAt'>;

export interface ListOptions {
  /** Only the records owned by this e-mail address (case-insensitive). */
  ownerEmail?: string;
}

/** The most records one page may hold (the API refuses a larger `limit`). */
export const MAX_PAGE_SIZE = 200;

/** Which records a page or a count covers; every filter is optional and they combine. */
export interface ListFilter extends ListOptions {
  /** Only records whose student id (`id`) starts with these characters (decision 016). */
  idPrefix?: string;
  /** Only approved records, or only those still pending. */
  status?: StatusFilter;
}

export interface PageRequest extends ListFilter {
  /** 1 to MAX_PAGE_SIZE. */
  limit: number;
  /** The `next` of the previous page; absent for the first page. */
  after?: string;
}

/** One page in list order; `next` asks for the following page, null after the last one. */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** A cursor this store did not make (or a damaged one). */
export class InvalidCursorError extends Error {
  constructor() {
    super('invalid cursor');
  }
}

/**
 * An administrator's change: the store appends its activity entry in the same transaction as the
 * change (issue 19), and a `transaction_released` entry when the change gives a bKash transaction
 * id back. Only a change that changed something is logged.
 */
export interface Audit {
  by: ActivityActor;
  action: ActivityAction;
}

export interface ActivityFilter {
  /** Entries about student ids starting with these characters. */
  idPrefix?: string;
  action?: ActivityAction;
}

/** The activity log: read-only through the port; nothing changes or removes an entry. */
export interface ActivityLog {
  /** Newest first, `limit` at a time; `after` is the previous page's `next`. */
  page(request: ActivityFilter & { limit: number; after?: string }): Promise<Page<ActivityEntry>>;
  count(filter?: ActivityFilter): Promise<number>;
}

export interface Collection<T extends { _id: string; createdAt: string }> {
  insert(record: NewRecord<T>, audit?: Audit, answerKey?: AnswerKey): Promise<T>;
  get(id: string): Promise<T | null>;
  /** Approved records first, then newest first. */
  list(options?: ListOptions): Promise<T[]>;
  /**
   * One page in list order. Paging by cursor (the last record's sort key), so records added or
   * approved meanwhile never repeat a record nor skip one still in its place (decision 016).
   */
  page(request: PageRequest): Promise<Page<T>>;
  /** How many records match the filter. */
  count(filter?: ListFilter): Promise<number>;
  /** Sets the given fields; `modified` is false when they already had those values. */
  update(id: string, changes: Partial<NewRecord<T>>, audit?: Audit): Promise<{ matched: boolean; modified: boolean }>;
  remove(id: string, audit?: Audit): Promise<boolean>;
  /**
   * The office's decision on a request, checked and written in one transaction (decision 031):
   * a pending record takes it; an approved one may be approved again (the room re-allocated) but
   * not rejected; a rejected one takes nothing but the same rejection again (`modified` false).
   * A refused decision is `conflict` and changes nothing. Rejecting a paid request releases its
   * transaction-id claim, as clearing it before approval does.
   */
  decide(
    id: string,
    decision: Decision,
    audit?: Audit,
  ): Promise<{ matched: boolean; modified: boolean; conflict: boolean }>;
}

/** An approval (rooms record the allocated room with it) or a rejection with its reason. */
export type Decision =
  { status: typeof APPROVED_STATUS; SelectedRoom?: string } | { status: typeof REJECTED_STATUS; rejectReason: string };

/** Whether `decision` may not be applied to a record that is now `before` (see Collection.decide). */
export function refusesDecision(record: object, decision: Decision): boolean {
  const before = record as { status?: unknown; rejectReason?: unknown };
  if (before.status === REJECTED_STATUS)
    return !(decision.status === REJECTED_STATUS && before.rejectReason === decision.rejectReason);
  return before.status === APPROVED_STATUS && decision.status === REJECTED_STATUS;
}

export class TransactionIdUsedError extends Error {
  constructor() {
    super('transaction id already used');
  }
}

/** The store was closed (the server is stopping): the request may be retried. */
export interface TransactionClaimRepository {
  /** The claim on this transaction id (normalised here too), or null when no request holds it. */
  find(transactionId: string): Promise<TransactionClaim | null>;
}

export class StoreClosedError extends Error {
  constructor() {
    super('the store is closed');
  }
}

export class DuplicateUserError extends Error {
  constructor() {
    super('user already exists');
  }
}

export interface UserRepository {
  findByEmail(email: string): Promise<StudentUser | null>;
  /**
   * The Auth uid of the account that made this address's profile; null when there is no profile
   * or the account is not known (made before issue 28, or by seeding).
   */
  madeBy(email: string): Promise<string | null>;
  list(): Promise<StudentUser[]>;
  /**
   * Throws DuplicateUserError when a user with that e-mail exists. `uid` is the caller's Auth
   * uid: the Firestore store keys the user by it (users/{uid}, the layout the SPA's Firestore
   * adapter and firestore.rules use); without one (seeding) it makes an id. SQLite keeps it beside
   * the profile (madeBy).
   */
  insert(user: NewRecord<StudentUser>, options?: { uid?: string; answerKey?: AnswerKey }): Promise<StudentUser>;
  update(
    email: string,
    changes: Partial<Pick<StudentUser, 'name' | 'phone'>>,
  ): Promise<{ matched: boolean; modified: boolean }>;
  /**
   * Deletes the profile with this `_id` and its one-per-e-mail guard, so that the address can
   * sign up again (a student recreated in Auth), with its activity entry when audited. False when
   * there is no such profile.
   */
  remove(id: string, audit?: Audit): Promise<boolean>;
}

export interface FileRepository {
  save(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none by that name. */
  read(name: string): Promise<Uint8Array | null>;
  /** Deletes the file; a file already gone (or an unsafe name) is not an error. */
  remove(name: string): Promise<void>;
}

/** Files kept per owner (an e-mail address), as storage.rules lets the owner read theirs. */
export interface OwnedFileRepository {
  save(ownerEmail: string, name: string, bytes: Uint8Array): Promise<void>;
  read(ownerEmail: string, name: string): Promise<Uint8Array | null>;
}

/** The successful answer a POST with an Idempotency-Key got, kept so a retry gets it again. */
export interface StoredAnswer {
  /** What the request was (method, path, body digest): the same key on another request is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
}

/**
 * A keyed request's answer, stored in the same transaction as the record it makes (issue 34): a
 * crash between the two cannot leave the record without the answer a retry would replay.
 */
export interface AnswerKey {
  caller: string;
  key: string;
  answer(recordId: string): StoredAnswer;
}

/** How long an answer is kept: far longer than any client retries, short enough to stay small. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** How long a key stays reserved for a request that has not answered (a crash mid-route frees it then). */
export const IDEMPOTENCY_RUNNING_MS = 60 * 1000;

/** What holds a key: its stored answer, or a request with it still running. */
export type KeyHolder = StoredAnswer | { fingerprint: string; running: true };

/**
 * Kept apart from the records and their transaction-id claims: its own table or collection. A key
 * is reserved before its route runs (atomically: of two requests with one key, one runs), then
 * completed with the answer, or released when the request was refused, so a retry runs again.
 */
export interface IdempotencyRepository {
  /**
   * Reserves this caller's key for a request with `fingerprint`: null when reserved now; else what
   * holds it within IDEMPOTENCY_TTL_MS (a reservation older than IDEMPOTENCY_RUNNING_MS is free).
   */
  reserve(caller: string, key: string, fingerprint: string): Promise<KeyHolder | null>;
  /** Stores the answer of the request that reserved the key. */
  complete(caller: string, key: string, answer: StoredAnswer): Promise<void>;
  /** Frees a reserved key that has no answer. */
  release(caller: string, key: string): Promise<void>;
}

/** Finished records, each with its own `_id` and `createdAt` (and status, as decided then). */
export interface PastRecords {
  users?: StudentUser[];
  tokenPurchases?: TokenPurchase[];
  hallFees?: HallFee[];
  roomAllotments?: RoomAllotment[];
  /** The office's decisions on them, at their own times (the queue report reads these). */
  activity?: ActivityEntry[];
}

/**
 * Seeding only (the demo's year of payments, the reports contract's months, issue 32): stores
 * finished records with their own ids and times, claiming paid ones' transaction ids, as if they
 * had been filed and decided then. No route reaches it; it writes no activity of its own.
 */
export interface HistoryLoader {
  load(records: PastRecords): Promise<void>;
}
