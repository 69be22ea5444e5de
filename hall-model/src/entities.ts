// Records as stored and returned by the API. Field names are the spec's wire spelling.
import type { ErrorCode } from './errors.ts';
import type { Roommate } from './rooms.ts';
import type { APPROVED_STATUS, Level, REJECTED_STATUS, Month, Term, TokenAmount, TokenPackage } from './constants.ts';

/** Absent while pending; the office's decision once made (approval or rejection, both final). */
type DecidedStatus = typeof APPROVED_STATUS | typeof REJECTED_STATUS;

/** Fields every stored record carries. `createdAt` is an ISO timestamp. */
interface StoredRecord {
  _id: string;
  createdAt: string;
}

/** The student who owns a request, copied onto it at submission. `id` is the student id. */
interface OwnedRecord extends StoredRecord {
  name: string;
  email: string;
  id: string;
}

export interface StudentUser extends OwnedRecord {
  phone?: string;
}

export interface TokenPurchase extends OwnedRecord {
  Start_date: string;
  End_date: string;
  package1: TokenPackage;
  amount: TokenAmount;
  Transaction_id: string;
  bkash_number: string;
  /** Absent while pending. */
  status?: DecidedStatus;
  /** Why the office rejected it (only with status 'rejected'). */
  rejectReason?: string;
  /** The token PDF, once the administrator has attached one. */
  pdfFileName?: string;
}

export interface HallFee extends OwnedRecord {
  month_start: Month;
  month_end: Month;
  lavel: Level;
  term: Term;
  Transaction_id: string;
  bkash_number: string;
  status?: DecidedStatus;
  rejectReason?: string;
}

export interface Complaint extends OwnedRecord {
  complains: string;
}

export interface RoomAllotment extends OwnedRecord {
  student_Id_1: string;
  student_Id_2: string;
  student_Id_3: string;
  student_Id_4: string;
  room_1: string;
  room_2: string;
  room_3: string;
  room_4: string;
  pre_room: string;
  apply_date: string;
  status?: DecidedStatus;
  rejectReason?: string;
  /** The room the administrator allocated, recorded with the approval. */
  SelectedRoom?: string;
  /**
   * The students the application names and their answers (issue 31), set when it is filed; absent
   * on applications filed before, whose named students count as agreed (rooms.ts roommatesOf).
   */
  roommates?: Roommate[];
  /** The office allotted the applicant without the roommates named. */
  allottedAlone?: boolean;
}

export interface Notice extends StoredRecord {
  title: string;
  date: string;
  fileName: string;
}

export interface ContactMessage extends StoredRecord {
  from_name: string;
  user_email: string;
  message: string;
  /** The signed-in account that sent it; `user_email` is only what was typed. */
  senderEmail: string;
}

// Answers keep the spec's contract (insertedId, modifiedCount, deletedCount).
export interface InsertAnswer {
  acknowledged: true;
  insertedId: string;
}

export interface UpdateAnswer {
  acknowledged: true;
  matchedCount: number;
  modifiedCount: number;
}

export interface DeleteAnswer {
  acknowledged: true;
  deletedCount: number;
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field messages for a refused body, keyed by wire field name. */
    fields?: Record<string, string>;
    /** What a templated message was made from (its arguments), so the SPA can word it in its language. */
    params?: unknown[];
  };
}
