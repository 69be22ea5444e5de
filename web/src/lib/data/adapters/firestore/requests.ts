// The four request groups (tokens, hall fees, room allotments, complaints): a student files one in
// their own name; the office approves, rejects and clears them (a room application's writes are
// the API's: decision 034). Paid requests claim their
// transaction id in the same batch (claims.ts). Who may do what is firestore.rules' to decide.
import { doc, getDoc, serverTimestamp, updateDoc, writeBatch, type DocumentReference } from 'firebase/firestore/lite';
import {
  APPROVED_STATUS,
  approvalInput,
  COLLECTIONS,
  complaintInput,
  hallFeeInput,
  isUrlSafeDocumentId,
  REJECTED_STATUS,
  rejectionInput,
  tokenPurchaseInput,
  type DeleteAnswer,
  type InsertAnswer,
  type RecordKind,
  type RecordTypes,
  type UpdateAnswer,
} from '@hall/model';
import type { z } from 'zod/mini';
import type { RecordsPort, RequestsPort, TokenPdfPort } from '../../port.ts';
import { commitClaiming, releaseClaim } from './claims.ts';
import { alreadyDecided, asDataError, emailUnverified, noProfile, notFound, parsedInput } from './errors.ts';
import { newRecordId, ownedDocument, recordIdOfKey, transactionClaimId } from './mapping.ts';
import { requestPages } from './paging.ts';
import type { Session } from './session.ts';

type DecidedKind = 'tokenPurchases' | 'hallFees';

export function requestRecords(session: Session) {
  const { db } = session;

  /**
   * Files a request in the caller's name (copied from their profile), claiming its transaction id if
   * paid. With the submission's key (the outbox's resend), the record's id is made from it.
   */
  async function fileRequest(kind: RecordKind, input: object, paid: boolean, key?: string): Promise<InsertAnswer> {
    const user = await session.signedInUser();
    // The rules refuse it anyway; this says why, in the API's words (decision 012).
    if (!user.emailVerified) throw emailUnverified();
    const { profile, lastWriteAt } = await asDataError(() => session.ownProfile(user));
    if (!profile) throw noProfile();
    const recordId = key === undefined ? newRecordId() : recordIdOfKey(key);
    // The server's time: the rules accept only request.time, so no client can date a record.
    const createdAt = serverTimestamp();
    const record = doc(db, COLLECTIONS[kind], recordId);
    const batch = writeBatch(db);
    batch.set(record, ownedDocument(profile, input, createdAt));
    await session.stampPace(batch, user, lastWriteAt, record);
    let claim: DocumentReference | null = null;
    if (paid) {
      const transactionId = (input as { Transaction_id: string }).Transaction_id;
      claim = doc(db, COLLECTIONS.transactions, transactionClaimId(transactionId));
      batch.set(claim, { collection: COLLECTIONS[kind], recordId, createdAt });
    }
    try {
      await commitClaiming(batch, claim, 'transaction-id-claimed');
    } catch (error) {
      // A resend whose first answer was lost: the rules refuse to write the record twice, and
      // the record there, the caller's own, is that first send's.
      if (key !== undefined && (await filedByCaller(record, profile.email)))
        return { acknowledged: true, insertedId: recordId };
      throw error;
    }
    return { acknowledged: true, insertedId: recordId };
  }

  /** Whether the record exists and is the caller's (read back after a refused resend). */
  async function filedByCaller(record: DocumentReference, email: string): Promise<boolean> {
    try {
      const stored = await getDoc(record);
      return stored.exists() && stored.data().email === email.toLowerCase();
    } catch {
      return false; // the rules hide a record that is not there, or not the caller's
    }
  }

  /**
   * Applies `changes` to an existing record; 404 when there is none, modifiedCount 0 when nothing
   * changes. The activity log's entry is the Cloud Function's to write (decision 022).
   */
  async function updateRecord(kind: RecordKind, id: string, changes: Record<string, string>): Promise<UpdateAnswer> {
    if (!isUrlSafeDocumentId(id)) throw notFound();
    const ref = doc(db, COLLECTIONS[kind], id);
    const before = await asDataError(() => getDoc(ref));
    if (!before.exists()) throw notFound();
    const current = before.data();
    const modified = Object.entries(changes).some(([field, value]) => current[field] !== value);
    if (modified) await asDataError(() => updateDoc(ref, changes));
    return { acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 };
  }

  /** Approves with `changes`, as the API does: a rejected request stays rejected (decision 031). */
  async function approve(kind: DecidedKind, id: string, changes: Record<string, string>): Promise<UpdateAnswer> {
    if (!isUrlSafeDocumentId(id)) throw notFound();
    const before = await asDataError(() => getDoc(doc(db, COLLECTIONS[kind], id)));
    if (before.exists() && before.data().status === REJECTED_STATUS) throw alreadyDecided();
    return updateRecord(kind, id, changes);
  }

  /**
   * Rejects a pending request with its reason (decision 031), releasing its transaction-id claim
   * in the same batch, as clearing it does (the rules insist on both).
   */
  async function reject(kind: DecidedKind, id: string, reason: string): Promise<UpdateAnswer> {
    const changes = parsedInput(rejectionInput, { status: REJECTED_STATUS, rejectReason: reason });
    if (!isUrlSafeDocumentId(id)) throw notFound();
    const ref = doc(db, COLLECTIONS[kind], id);
    const before = await asDataError(() => getDoc(ref));
    if (!before.exists()) throw notFound();
    const data = before.data();
    if (data.status === REJECTED_STATUS && data.rejectReason === changes.rejectReason)
      return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    if (data.status !== undefined) throw alreadyDecided();
    const batch = writeBatch(db);
    batch.update(ref, changes);
    await releaseClaim(session, batch, id, data);
    await asDataError(() => batch.commit());
    return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  }

  async function removeRecord(kind: RecordKind, id: string): Promise<DeleteAnswer> {
    if (!isUrlSafeDocumentId(id)) throw notFound();
    const ref = doc(db, COLLECTIONS[kind], id);
    const before = await asDataError(() => getDoc(ref));
    if (!before.exists()) throw notFound();
    const data = before.data();
    const batch = writeBatch(db);
    batch.delete(ref);
    // A paid request cleared before approval releases its transaction id in the same batch (the
    // rules insist); an approved one keeps it spent.
    if ((kind === 'tokenPurchases' || kind === 'hallFees') && data.status !== APPROVED_STATUS)
      await releaseClaim(session, batch, id, data);
    await asDataError(() => batch.commit());
    return { acknowledged: true, deletedCount: 1 };
  }

  function paidRequests<K extends 'tokenPurchases' | 'hallFees'>(
    kind: K,
    schema: typeof tokenPurchaseInput | typeof hallFeeInput,
  ): RequestsPort<RecordTypes[K], z.input<typeof schema>> {
    return {
      ...requestPages(session, kind),
      create: async (input, options) => fileRequest(kind, parsedInput(schema, input), true, options?.idempotencyKey),
      approve: async (id) => approve(kind, id, parsedInput(approvalInput, { status: APPROVED_STATUS })),
      reject: async (id, reason) => reject(kind, id, reason),
      remove: async (id) => removeRecord(kind, id),
    };
  }

  const groups = {
    tokenPurchases: paidRequests('tokenPurchases', tokenPurchaseInput),
    hallFees: paidRequests('hallFees', hallFeeInput),
    // Read here; filed, allotted, refused and cleared by the API (decision 034: the rules refuse a client's write).
    roomAllotments: requestPages(session, 'roomAllotments'),
    complaints: {
      ...requestPages(session, 'complaints'),
      create: async (input, options) =>
        fileRequest('complaints', parsedInput(complaintInput, input), false, options?.idempotencyKey),
      remove: async (id) => removeRecord('complaints', id),
    },
  } satisfies Pick<RecordsPort, 'hallFees' | 'roomAllotments' | 'complaints'> & {
    tokenPurchases: Omit<RecordsPort['tokenPurchases'], keyof TokenPdfPort>;
  };
  return { groups, updateRecord };
}
