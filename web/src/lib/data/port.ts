// The data port: the only way the SPA reaches the portal's data. Pages call these methods through
// useData(); an adapter implements them (adapters/http.ts against the portal's API, a Firestore
// adapter in firebase mode). Records and inputs are the hall model's types, in wire spelling.
import type {
  ActivityAction,
  CollectionsReport,
  DuesList,
  DuesPage,
  DuesPeriod,
  DuesQuery,
  QueueReport,
  ActivityEntry,
  Complaint,
  ComplaintInput,
  ContactMessage,
  ContactMessageInput,
  DayCounts,
  DayListEntry,
  DiningStaffListing,
  KitchenCounts,
  MealCheck,
  MealDays,
  Serving,
  DeleteAnswer,
  ErrorCode,
  HallFee,
  HallFeeInput,
  InsertAnswer,
  LiveChange,
  NewUserInput,
  Notice,
  ProfileUpdateInput,
  MyRooms,
  Room,
  RoomAllotment,
  RoomAllotmentInput,
  RoomChoice,
  RoomListing,
  RoomRowInput,
  StudentUser,
  TokenPurchase,
  TokenPurchaseInput,
  TokenVerification,
  TransactionLookup,
  UpdateAnswer,
  StatusFilter,
} from '@hall/model';

/** Which records a page or a count covers (decision 016); the filters combine. */
export interface ListFilter {
  /** Only student ids starting with these characters. */
  idPrefix?: string;
  status?: StatusFilter;
  /** Only this owner's records (a student's own history). */
  email?: string;
  /** The activity log only: entries of this action. */
  action?: ActivityAction;
}

export interface PageQuery extends ListFilter {
  /** 1 to 200. */
  limit: number;
  /** The `next` of the page before; absent for the first page. */
  after?: string;
}

/** One page in list order (approved first, then newest); `next` is null after the last page. */
export interface ListPage<Item> {
  items: Item[];
  next: string | null;
}

/** A long list read a page at a time (administrator, or a student's own with `email`). */
export interface PagedList<Item> {
  page(query: PageQuery): Promise<ListPage<Item>>;
  count(filter: ListFilter): Promise<number>;
}

/** How a student's form is sent: `idempotencyKey` names this submission in every send of it (the outbox's resends). */
export interface SendOptions {
  idempotencyKey?: string;
}

/** A request a student submits and the administrator approves (tokens, hall fees). */
export interface RequestsPort<Item, Input> extends PagedList<Item> {
  create(input: Input, options?: SendOptions): Promise<InsertAnswer>;
  /** Sets status to the model's APPROVED_STATUS (administrator, one-way). */
  approve(id: string): Promise<UpdateAnswer>;
  /** Sets status to REJECTED_STATUS with the reason the student reads (administrator; a pending request only, decision 031). */
  reject(id: string, reason: string): Promise<UpdateAnswer>;
  remove(id: string): Promise<DeleteAnswer>;
}

/** Called while a file uploads with the share sent so far, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** The PDF the administrator attaches to an approved meal token (Token_Details 'Upload Pdf'). */
export interface TokenPdfPort {
  /**
   * Administrator; the token must be approved. Attaching again replaces the file. Resolves with
   * the stored file's name (the token's new pdfFileName): each back end names the file itself.
   */
  attachPdf(id: string, file: Blob, onProgress?: UploadProgress): Promise<string>;
  /** The attached PDF (its owner or the administrator); a DataError with status 404 when there is none. */
  attachedPdf(id: string): Promise<Blob>;
}

export interface NoticeUpload {
  title: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  file: Blob;
  /** The PDF's name when `file` is a plain Blob (a File carries its own). */
  fileName?: string;
}

export interface DataPort {
  users: {
    /** The caller's own user record, or null when they have none yet. */
    me(): Promise<StudentUser | null>;
    /** Every student (administrator). */
    list(): Promise<StudentUser[]>;
    create(input: NewUserInput): Promise<InsertAnswer>;
    /** The caller's own name and phone (MyProfile). */
    updateMe(input: ProfileUpdateInput): Promise<UpdateAnswer>;
  };
  tokenPurchases: RequestsPort<TokenPurchase, TokenPurchaseInput> & TokenPdfPort;
  hallFees: RequestsPort<HallFee, HallFeeInput>;
  roomAllotments: PagedList<RoomAllotment> & RoomApplicationWrites;
  complaints: PagedList<Complaint> & {
    create(input: ComplaintInput, options?: SendOptions): Promise<InsertAnswer>;
    remove(id: string): Promise<DeleteAnswer>;
  };
  notices: {
    /** Public: the notice board. */
    list(): Promise<Notice[]>;
    /** Where a notice's PDF can be opened (async: a storage back end signs its URLs). */
    fileUrl(fileName: string): Promise<string>;
    /** Administrator. Resolves when the back end has stored the PDF; `onProgress` follows the upload. */
    upload(notice: NoticeUpload, onProgress?: UploadProgress): Promise<void>;
    /** Administrator: takes the notice (by `_id`) off the board and deletes its PDF. */
    remove(id: string): Promise<DeleteAnswer>;
  };
  contactMessages: {
    create(input: ContactMessageInput): Promise<InsertAnswer>;
    /** Administrator. */
    listAll(): Promise<ContactMessage[]>;
  };
  /** Administrator: who holds a bKash transaction id. */
  transactions: {
    /**
     * The claim on the id as typed (spaces and case do not matter) and the request that made it;
     * null when no request uses it; a DataError with status 400 and `fields.transactionId` when
     * it cannot be a transaction id.
     */
    find(transactionId: string): Promise<TransactionLookup | null>;
  };
  verify: VerifyPort;
  /** Administrator: the office's activity log, newest first (issue 19); `idPrefix` and `action` filter it. */
  activity: PagedList<ActivityEntry>;
  /** Changes to the records the caller may read, as they happen (issue 19). */
  live: LivePort;
  /** The dining hall's day (issue 30): the API's in every mode (decision 033). */
  dining: DiningPort;
  /** The hall's rooms (issue 31): the API's in every mode (decision 034). */
  rooms: RoomsPort;
  /** The office's reports (issue 32): the API's in every mode (decision 035). */
  reports: ReportsPort;
}

/**
 * The office's reports (issue 32, decision 035), administrator only. Every call is the API's, in
 * both modes: the figures are computed where the records are, never from every record here.
 */
export interface ReportsPort {
  /** One page of the period's dues, most owed first; `search` an id prefix or part of a name or e-mail. */
  dues(period: DuesPeriod, query?: DuesQuery): Promise<DuesPage>;
  /** Every registered student's dues for the period (the CSV and the PDF). */
  duesList(period: DuesPeriod): Promise<DuesList>;
  /** The last 12 hall months' approved money, and the same months a year earlier. */
  collections(): Promise<CollectionsReport>;
  /** Pending requests, the last 30 days' filed and decided, the median time to decision. */
  queue(): Promise<QueueReport>;
}

/** A room application's writes: the API's in both modes (decision 034); its reads are the back end's. */
export interface RoomApplicationWrites {
  create(input: RoomAllotmentInput, options?: SendOptions): Promise<InsertAnswer>;
  /**
   * Approves and records the allocated room (SelectedRoom); `alone`: the applicant without the
   * roommates named (issue 31). A DataError 409 `room_full` (its message names who lives there),
   * `roommates_pending` ("2 of 3 accepted"), or 400 `unknown_room` with `fields.SelectedRoom`.
   */
  approve(id: string, selectedRoom: string, options?: { alone?: boolean }): Promise<UpdateAnswer>;
  reject(id: string, reason: string): Promise<UpdateAnswer>;
  remove(id: string): Promise<DeleteAnswer>;
}

/**
 * The hall's rooms (issue 31). Every call is the API's, in both modes (as are the room
 * applications' writes: create, approve, reject, remove); only `watchMine` is the back end's own.
 */
export interface RoomsPort {
  /** Administrator: every room with its occupants, free beds and the next waiting group. */
  list(): Promise<RoomListing[]>;
  /** Anyone signed in: the rooms a form may name, by number. */
  choices(): Promise<RoomChoice[]>;
  /** Administrator: adds the room or changes it; a DataError 409 `room_occupied` for beds below its residents. */
  save(room: Room): Promise<void>;
  /** Administrator: an empty room off the list; a DataError 409 `room_occupied` names who lives there. */
  remove(number: string): Promise<DeleteAnswer>;
  /**
   * Administrator: many rooms at once (the CSV's rows), all or nothing; a DataError 400 whose
   * `fields` are keyed `row 3` (the CSV's line) with that row's first problem.
   */
  importRooms(rows: RoomRowInput[]): Promise<{ added: number; changed: number; unchanged: number }>;
  /** The caller's room, if allotted, and the pending applications they filed or are named in. */
  mine(): Promise<MyRooms>;
  /** The caller's own answer to an application naming them; a DataError 409 `in_another_group` or `not_invited`. */
  answer(allotmentId: string, answer: 'accepted' | 'declined'): Promise<UpdateAnswer>;
  /** Calls `changed` when the caller's rooms may have changed (invited, answered, offered, allotted); returns the stop. */
  watchMine(changed: () => void): () => void;
}

/**
 * The dining hall (issue 30). Every call is the API's, in both modes; only `watchDay` is the back
 * end's own (the local API's live stream, or a Firestore listener on the day's counter).
 */
export interface DiningPort {
  /** Whether the signed-in account is on the dining staff list. */
  role(): Promise<{ staff: boolean }>;
  /** Administrator: the dining staff addresses, each with whether its account is made and verified. */
  staff: {
    list(): Promise<DiningStaffListing[]>;
    /** A DataError 400 with `fields.email` for an address that cannot be staff. */
    add(email: string): Promise<void>;
    remove(email: string): Promise<DeleteAnswer>;
  };
  /** The token's days, switches and what is locked (its owner, or the administrator). */
  mealDays(tokenId: string): Promise<MealDays>;
  /** Its owner: the day's meals off or back on; a DataError 409 `meal_day_locked` past the cutoff. */
  switchDay(tokenId: string, day: string, off: boolean): Promise<UpdateAnswer>;
  /** Staff and administrator: today's and tomorrow's counts and the sitting now. */
  counts(): Promise<KitchenCounts>;
  /** Staff and administrator: any day's counts and its list (the kitchen's CSV). */
  day(day: string): Promise<{ counts: DayCounts; list: DayListEntry[] }>;
  /** Staff and administrator: a token's check with the student's name and id and this sitting's serving. */
  check(tokenId: string): Promise<MealCheck>;
  /**
   * Staff: marks the token served for the sitting now. A DataError 409 with `already_served`
   * (its message says when), `meal_switched_off`, `no_sitting` or `not_valid_today` refuses it.
   */
  serve(tokenId: string): Promise<Serving>;
  /** Calls `changed` when a day's counts may have changed (a serving, a switch); returns the stop. */
  watchDay(day: string, changed: () => void): () => void;
}

/** Told of each change; `resync` when changes may have been missed (the connection was lost): reload all. */
export interface LiveListener {
  change(change: LiveChange): void;
  resync(): void;
  /** The local API's stream only: a day's dining counts may have changed (decision 033). */
  dining?(day: string): void;
  /** The local API's stream only: the caller's rooms may have changed (decision 034). */
  rooms?(): void;
}

export interface LivePort {
  /**
   * Starts following changes for the signed-in caller (their own records, or every record for the
   * administrator) and returns the function that stops. A visitor is told nothing.
   */
  watch(listener: LiveListener): () => void;
}

/** A meal token's check at the dining counter (the QR's /verify page): always the server's answer, no sign-in. */
export interface VerifyPort {
  /** A DataError with status 404 when no token has that id. */
  token(id: string): Promise<TokenVerification>;
}

/**
 * What a back end's own adapter serves; what a visitor reads (the notice board, a notice's PDF, the
 * token check), the dining calls, the rooms' calls and the room applications' writes are the API's
 * in every mode (provider.tsx), all but their listeners.
 */
export type RecordsPort = Omit<DataPort, 'verify' | 'notices' | 'dining' | 'rooms' | 'reports' | 'roomAllotments'> & {
  notices: Omit<DataPort['notices'], 'list' | 'fileUrl'>;
  roomAllotments: PagedList<RoomAllotment>;
  dining: Pick<DiningPort, 'watchDay'>;
  rooms: Pick<RoomsPort, 'watchMine'>;
};

export interface DataErrorInit {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string> | undefined;
}

/**
 * Every failure of a data call. `status` is the HTTP status (0 when the back end was not
 * reached); `code` is the API's error code; `fields` holds per-field messages for a refused body.
 */
export class DataError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor({ status, code, message, fields }: DataErrorInit, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}
