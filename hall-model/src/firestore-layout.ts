// The Firestore and Cloud Storage layout of the firebase back end, shared by the SPA's Firestore
// adapter, the API's Firestore store and (by hand) firestore.rules / storage.rules: one document
// per record under its collection, the document id being the record's `_id`.
import type {
  Complaint,
  ContactMessage,
  HallFee,
  Notice,
  RoomAllotment,
  StudentUser,
  TokenPurchase,
} from './entities.ts';

/** The record type kept under each kind (the kinds are also the collection names). */
export interface RecordTypes {
  users: StudentUser;
  tokenPurchases: TokenPurchase;
  hallFees: HallFee;
  roomAllotments: RoomAllotment;
  complaints: Complaint;
  notices: Notice;
  contactMessages: ContactMessage;
}
export type RecordKind = keyof RecordTypes;

/**
 * Every collection: the records, plus the guards written in the same batch as a record:
 * `userEmails/{lowercased e-mail}` (one profile per address) and `transactions/{normalised id}`
 * (a bKash transaction id pays once); `activity/{id}`, the office's activity log (issue 19).
 */
export const COLLECTIONS = {
  users: 'users',
  userEmails: 'userEmails',
  tokenPurchases: 'tokenPurchases',
  hallFees: 'hallFees',
  roomAllotments: 'roomAllotments',
  complaints: 'complaints',
  notices: 'notices',
  contactMessages: 'contactMessages',
  transactions: 'transactions',
  activity: 'activity',
} as const satisfies Record<RecordKind | 'userEmails' | 'transactions' | 'activity', string>;

/** Cloud Storage: `notices/{fileName}` (public) and `tokenPdfs/{owner e-mail}/{fileName}` (owner and admin). */
export const NOTICE_FOLDER = 'notices';
export const TOKEN_PDF_FOLDER = 'tokenPdfs';

/** The file names the back ends give stored PDFs (one plain segment), and storage.rules accept. */
export const SAFE_PDF_NAME = /^[A-Za-z0-9_-]{1,120}\.pdf$/;

export function isSafePdfName(fileName: string): boolean {
  return SAFE_PDF_NAME.test(fileName);
}

type FieldSet<T> = Record<Exclude<keyof T, '_id'>, true>;
const owned = { createdAt: true, name: true, email: true, id: true } as const;

/**
 * Every field of every entity but `_id`. Typed as exactly the entity's keys: adding a field to
 * the model without listing it here (or listing one the model lacks) fails the type check.
 */
export const RECORD_FIELDS: { [K in RecordKind]: FieldSet<RecordTypes[K]> } = {
  users: { ...owned, phone: true },
  tokenPurchases: {
    ...owned,
    Start_date: true,
    End_date: true,
    package1: true,
    amount: true,
    Transaction_id: true,
    bkash_number: true,
    status: true,
    rejectReason: true,
    pdfFileName: true,
  },
  hallFees: {
    ...owned,
    month_start: true,
    month_end: true,
    lavel: true,
    term: true,
    Transaction_id: true,
    bkash_number: true,
    status: true,
    rejectReason: true,
  },
  roomAllotments: {
    ...owned,
    student_Id_1: true,
    student_Id_2: true,
    student_Id_3: true,
    student_Id_4: true,
    room_1: true,
    room_2: true,
    room_3: true,
    room_4: true,
    pre_room: true,
    apply_date: true,
    status: true,
    SelectedRoom: true,
    roommates: true,
    allottedAlone: true,
    rejectReason: true,
  },
  complaints: { ...owned, complains: true },
  notices: { createdAt: true, title: true, date: true, fileName: true },
  contactMessages: { createdAt: true, from_name: true, user_email: true, message: true, senderEmail: true },
};

/** The field that names a record's owner (stored lowercased), or null: notices have none. */
export const OWNER_FIELD: { [K in RecordKind]: (keyof RecordTypes[K] & string) | null } = {
  users: 'email',
  tokenPurchases: 'email',
  hallFees: 'email',
  roomAllotments: 'email',
  complaints: 'email',
  notices: null,
  contactMessages: 'senderEmail',
};

/**
 * The newest-first order of every paged Firestore query (records and the activity log), after
 * which the document id breaks ties (descending too). Firestore orders by every field an
 * inequality filter names, and refuses one placed after the document id ("order by clause cannot
 * contain more fields after the key"), so a student-id prefix search orders by that field right
 * after `createdAt`: the list stays newest first, and equal times fall back on the student id.
 * firestore.indexes.json holds an index for each shape (checked by the Firestore double).
 */
export function newestFirstOrder(rangeField: string | null): string[] {
  return rangeField === null ? ['createdAt'] : ['createdAt', rangeField];
}
