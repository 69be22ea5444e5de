// The data port over Firestore and Cloud Storage (VITE_BACKEND=firebase). Loaded with a dynamic
// import only in firebase mode, on the first data call (provider.tsx, deferred-port.ts), so the
// local build and the first load of every page never fetch it; the Storage SDK is loaded later
// still, only when a notice PDF is opened or uploaded. It uses Firestore Lite (plain HTTPS
// requests, no realtime listeners, a fraction of the full SDK's size): the portal reads on demand;
// live changes load the full SDK in their own chunk (firestore-live.ts).
//
// Who may do what is decided by firestore.rules and storage.rules; this adapter checks input with
// the hall model's schemas first (same messages as the API), writes what the rules expect, and
// turns refusals into DataError with the API's status codes (firestore-mapping.ts).
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  initializeFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
  type WriteBatch,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { Auth, User } from 'firebase/auth';
import {
  APPROVED_STATUS,
  approvalInput,
  COLLECTIONS,
  isApproved,
  newestFirstOrder,
  isSafePdfName,
  complaintInput,
  contactMessageInput,
  hallFeeInput,
  messages,
  newUserInput,
  noticeInput,
  profileUpdateInput,
  REJECTED_STATUS,
  rejectionInput,
  roomAllotmentInput,
  roomApprovalInput,
  STUDENT_WRITE_GAP_SECONDS,
  tokenPurchaseInput,
  transactionIdSchema,
  type ActivityEntry,
  type DeleteAnswer,
  type InsertAnswer,
  type RecordKind,
  type RecordTypes,
  type StudentUser,
  type UpdateAnswer,
} from '@hall/model';
import type { z } from 'zod/mini';
import { env } from '../../../config/env.ts';
import { startAppCheck } from './app-check.ts';
import {
  DataError,
  type ListFilter,
  type ListPage,
  type PagedList,
  type RecordsPort,
  type RequestsPort,
  type TokenPdfPort,
  type UploadProgress,
} from '../port.ts';
import { watchWhenLoaded } from '../live-watch.ts';
import {
  claimFromDocument,
  dataErrorOf,
  invalidBody,
  isRefusal,
  newRecordId,
  noticeObjectPath,
  ownedDocument,
  pdfProblem,
  recordFromDocument,
  tokenPdfObjectPath,
  transactionClaimId,
  type RefusalReason,
} from './firestore-mapping.ts';

/** A page cursor this adapter did not write: the API's 400 for the same. */
const badCursor = () =>
  new DataError({
    status: 400,
    code: 'invalid_query',
    message: messages.api.invalidBody,
    fields: { after: 'Not a page cursor.' },
  });

export interface FirestoreAdapterOptions {
  /** The signed-in app's Auth instance; its `app` is the Firebase app to use. */
  getAuthInstance: () => Promise<Auth>;
}

/** host:port of an emulator, as connectFirestoreEmulator / connectStorageEmulator take it. */
function hostAndPort(value: string): [string, number] {
  const at = value.lastIndexOf(':');
  return [value.slice(0, at), Number(value.slice(at + 1))];
}

// One Firestore instance per app: initializeFirestore and connect*Emulator may run only once.
const databases = new WeakMap<object, Firestore>();

function firestoreOf(auth: Auth): Firestore {
  let db = databases.get(auth.app);
  if (!db) {
    db = initializeFirestore(auth.app, {});
    if (env.firestoreEmulatorHost) connectFirestoreEmulator(db, ...hostAndPort(env.firestoreEmulatorHost));
    databases.set(auth.app, db);
  }
  return db;
}

async function storageOf(auth: Auth) {
  const storage = await import('firebase/storage');
  const bucket = storage.getStorage(auth.app);
  if (env.storageEmulatorHost && !connectedStorages.has(bucket)) {
    storage.connectStorageEmulator(bucket, ...hostAndPort(env.storageEmulatorHost));
    connectedStorages.add(bucket);
  }
  return { sdk: storage, bucket };
}
const connectedStorages = new WeakSet<object>();
// The full SDK's instances (live listeners) connected to the emulator: connecting twice throws.
const listening = new WeakSet<object>();

/** Stores a PDF in Cloud Storage, reporting progress when asked (a resumable upload sends events). */
async function uploadPdf(auth: Auth, path: string, pdf: Blob, onProgress?: UploadProgress): Promise<void> {
  const { sdk, bucket } = await storageOf(auth);
  const target = sdk.ref(bucket, path);
  const metadata = { contentType: 'application/pdf' };
  if (!onProgress) {
    await guarded(() => sdk.uploadBytes(target, pdf, metadata));
    return;
  }
  const task = sdk.uploadBytesResumable(target, pdf, metadata);
  task.on('state_changed', (snapshot) =>
    onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
  );
  await guarded(async () => {
    await task;
  });
  onProgress(1);
}

/** The input as the schema's output (trimmed, checked), or a 400 like the API's. */
function checked<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidBody(result.error);
  return result.data;
}

const unauthenticated = () =>
  new DataError({ status: 401, code: 'unauthenticated', message: messages.api.unauthenticated });
const notFound = () => new DataError({ status: 404, code: 'not_found', message: messages.api.notFound });
const alreadyDecided = () =>
  new DataError({ status: 409, code: 'already_decided', message: messages.api.alreadyDecided });
const emailUnverified = () =>
  new DataError({ status: 403, code: 'email_unverified', message: messages.api.emailUnverified });
const noProfile = () => new DataError({ status: 404, code: 'no_profile', message: messages.api.noProfile });

const PACE_MS = STUDENT_WRITE_GAP_SECONDS * 1000;

/** Runs a Firestore call and reports its failure as a DataError. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw dataErrorOf(error);
  }
}

/**
 * Commits a batch that creates `claim` (a transaction-id claim or an e-mail guard). A refusal says
 * `reason` only when the claim turns out to exist already; any other refusal reads as a refusal,
 * never as a false reason. The rules let the owner read their e-mail guard, and let a student read
 * a transaction claim only where there is none (decision 021): a refused read of one means taken.
 */
async function commitClaiming(
  batch: WriteBatch,
  claim: DocumentReference | null,
  reason: RefusalReason,
): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    if (!claim || !isRefusal(error)) throw dataErrorOf(error);
    const unreadableMeansTaken = reason === 'transaction-id-claimed';
    const taken = await getDoc(claim).then(
      (snapshot) => snapshot.exists(),
      (readError: unknown) => unreadableMeansTaken && isRefusal(readError),
    );
    throw dataErrorOf(error, taken ? reason : 'unknown');
  }
}

export async function createFirestoreDataPort(options: FirestoreAdapterOptions): Promise<RecordsPort> {
  const auth = await options.getAuthInstance();
  // Before the first Firestore or Storage request, so every one carries its App Check token.
  await startAppCheck(auth.app, env.appCheck);
  const db = firestoreOf(auth);

  async function caller(): Promise<User & { email: string }> {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user || !user.email) throw unauthenticated();
    // Verified elsewhere (another device; issue 35): the account says so, the kept token does
    // not yet, and the rules read the token. A new one first.
    if (user.emailVerified && (await user.getIdTokenResult()).claims.email_verified !== true) {
      await user.getIdToken(true);
    }
    return user as User & { email: string };
  }

  /** Filing and reading one's own records need a verified address: the rules refuse it anyway; this says why. */
  async function checkVerified(): Promise<void> {
    if (!(await caller()).emailVerified) throw emailUnverified();
  }

  async function profileOf(user: User): Promise<StudentUser | null> {
    return (await ownProfile(user)).profile;
  }

  /** The caller's profile (users/{uid}) and the time of their last write, their pace's stamp. */
  async function ownProfile(user: User): Promise<{ profile: StudentUser | null; lastWriteAt: unknown }> {
    const snapshot = await getDoc(doc(db, COLLECTIONS.users, user.uid));
    if (!snapshot.exists()) return { profile: null, lastWriteAt: null };
    return {
      profile: recordFromDocument('users', snapshot.id, snapshot.data()),
      lastWriteAt: snapshot.data().lastWriteAt,
    };
  }

  /**
   * A student's pace (issue 28): every write of theirs stamps their profile with the server's
   * time, in its batch, and the rules take one only STUDENT_WRITE_GAP_SECONDS after the last. A
   * person never writes that fast; a second form sent within the gap waits out the rest of it
   * (a second more for a phone's clock that runs ahead) instead of being refused.
   */
  async function stampPace(
    batch: WriteBatch,
    user: User,
    lastWriteAt: unknown,
    written: DocumentReference,
  ): Promise<void> {
    if (lastWriteAt instanceof Timestamp) {
      const wait = lastWriteAt.toMillis() + PACE_MS + 1_000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, PACE_MS + 1_000)));
    }
    // The stamp names the one document it pays for: one record per stamp (the rules check it).
    batch.update(doc(db, COLLECTIONS.users, user.uid), { lastWriteAt: serverTimestamp(), lastWrite: written });
  }

  async function list<K extends RecordKind>(kind: K, built: Query<DocumentData>): Promise<RecordTypes[K][]> {
    const snapshot = await guarded(() => getDocs(built));
    return snapshot.docs.map((document) => recordFromDocument(kind, document.id, document.data()));
  }

  const newestFirst = (kind: RecordKind) => query(collection(db, COLLECTIONS[kind]), orderBy('createdAt', 'desc'));

  /**
   * Pages and counts (decision 016), the same order and cursors' meaning as the API's Firestore
   * store: the approved part (status == APPROVED_STATUS, newest first), then the pending part, which no
   * query can select (pending records have no `status`), so it is read newest first with the
   * approved ones skipped. Cursors are the last record's place; firestore.rules allow exactly
   * these queries to the administrator, and to a student with their own e-mail filter.
   */
  function paged<K extends 'tokenPurchases' | 'hallFees' | 'roomAllotments' | 'complaints'>(
    kind: K,
  ): PagedList<RecordTypes[K]> {
    type Item = RecordTypes[K];
    type Position = { createdAt: string; id: string; studentId: string };
    const narrowed = ({ idPrefix, email }: ListFilter, approvedOnly: boolean): QueryConstraint[] => [
      ...(email ? [where('email', '==', email.trim().toLowerCase())] : []),
      ...(idPrefix ? [where('id', '>=', idPrefix), where('id', '<', `${idPrefix}\uf8ff`)] : []),
      ...(approvedOnly ? [where('status', '==', APPROVED_STATUS)] : []),
    ];
    const newestAfter = async (filter: ListFilter, approvedOnly: boolean, after: Position | null, size: number) => {
      const order = newestFirstOrder(filter.idPrefix ? 'id' : null);
      // createdAt is stored as the server's Timestamp and read back as an ISO string.
      const values = (at: Position) =>
        order.map((field) => (field === 'createdAt' ? Timestamp.fromDate(new Date(at.createdAt)) : at.studentId));
      const constraints = [
        ...narrowed(filter, approvedOnly),
        ...order.map((field) => orderBy(field, 'desc')),
        orderBy(documentId(), 'desc'),
        ...(after ? [startAfter(...values(after), after.id)] : []),
        limit(size + 1),
      ];
      const items = await list(kind, query(collection(db, COLLECTIONS[kind]), ...constraints));
      return { items: items.slice(0, size), more: items.length > size };
    };
    const position = (item: Item): Position => ({ createdAt: item.createdAt, id: item._id, studentId: item.id });
    const cursorOf = (phase: 'approved' | 'pending', at: Position | null) =>
      btoa(JSON.stringify([phase, at?.createdAt ?? '', at?.id ?? '', at?.studentId ?? '']));
    const readCursor = (text: string): { phase: 'approved' | 'pending'; at: Position | null } => {
      try {
        const [phase, createdAt, id, studentId] = JSON.parse(atob(text)) as unknown[];
        if (
          (phase === 'approved' || phase === 'pending') &&
          typeof createdAt === 'string' &&
          typeof id === 'string' &&
          typeof studentId === 'string'
        ) {
          return { phase, at: id === '' ? null : { createdAt, id, studentId } };
        }
      } catch {
        // falls through
      }
      throw badCursor();
    };

    return {
      page: async ({ limit: size, after, ...filter }) => {
        if (filter.email) await checkVerified();
        const cursor = after ? readCursor(after) : null;
        const items: Item[] = [];
        if (filter.status !== 'pending' && (!cursor || cursor.phase === 'approved')) {
          const found = await newestAfter(filter, true, cursor?.at ?? null, size);
          items.push(...found.items);
          if (found.more) return { items, next: cursorOf('approved', position(items.at(-1)!)) };
          if (filter.status === 'approved') return { items, next: null };
        }
        let from = cursor?.phase === 'pending' ? cursor.at : null;
        const pending: Item[] = [];
        for (;;) {
          // As many as the page still needs, and one more to tell whether another page follows.
          const found = await newestAfter(filter, false, from, size - items.length - pending.length + 1);
          pending.push(...found.items.filter((item) => !isApproved(item)));
          if (items.length + pending.length > size || !found.more) break;
          from = position(found.items.at(-1)!);
        }
        const taken = pending.slice(0, size - items.length);
        items.push(...taken);
        const last = taken.at(-1);
        const page: ListPage<Item> = {
          items,
          next: pending.length > taken.length ? cursorOf('pending', last ? position(last) : null) : null,
        };
        return page;
      },
      count: async (filter) => {
        if (filter.email) await checkVerified();
        const total = async (approvedOnly: boolean) =>
          (
            await guarded(() => getCount(query(collection(db, COLLECTIONS[kind]), ...narrowed(filter, approvedOnly))))
          ).data().count;
        if (filter.status === 'approved') return total(true);
        if (filter.status === 'pending') {
          const [all, approved] = await Promise.all([total(false), total(true)]);
          return all - approved;
        }
        return total(false);
      },
    };
  }

  /** Files a request in the caller's name (copied from their profile), claiming its transaction id if paid. */
  async function file(kind: RecordKind, input: object, paid: boolean): Promise<InsertAnswer> {
    const user = await caller();
    // The rules refuse it anyway; this says why, in the API's words (decision 012).
    if (!user.emailVerified) throw emailUnverified();
    const { profile, lastWriteAt } = await guarded(() => ownProfile(user));
    if (!profile) throw noProfile();
    const recordId = newRecordId();
    // The server's time: the rules accept only request.time, so no client can date a record.
    const createdAt = serverTimestamp();
    const record = doc(db, COLLECTIONS[kind], recordId);
    const batch = writeBatch(db);
    batch.set(record, ownedDocument(profile, input, createdAt));
    await stampPace(batch, user, lastWriteAt, record);
    let claim: DocumentReference | null = null;
    if (paid) {
      const transactionId = (input as { Transaction_id: string }).Transaction_id;
      claim = doc(db, COLLECTIONS.transactions, transactionClaimId(transactionId));
      batch.set(claim, { collection: COLLECTIONS[kind], recordId, createdAt });
    }
    await commitClaiming(batch, claim, 'transaction-id-claimed');
    return { acknowledged: true, insertedId: recordId };
  }

  /** Releases a paid record's transaction-id claim in `batch` if it still names the record. */
  async function releaseClaim(batch: WriteBatch, id: string, data: DocumentData): Promise<void> {
    const claim = doc(db, COLLECTIONS.transactions, transactionClaimId(String(data.Transaction_id ?? '')));
    const claimed = await guarded(() => getDoc(claim));
    if (!claimed.exists() || claimed.data().recordId !== id) return;
    batch.delete(claim);
  }

  /**
   * Applies `changes` to an existing record; 404 when there is none, modifiedCount 0 when nothing
   * changes. The activity log's entry is the Cloud Function's to write (decision 022).
   */
  async function change(kind: RecordKind, id: string, changes: Record<string, string>): Promise<UpdateAnswer> {
    if (!isDocumentId(id)) throw notFound();
    const ref = doc(db, COLLECTIONS[kind], id);
    const before = await guarded(() => getDoc(ref));
    if (!before.exists()) throw notFound();
    const current = before.data();
    const modified = Object.entries(changes).some(([field, value]) => current[field] !== value);
    if (modified) await guarded(() => updateDoc(ref, changes));
    return { acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 };
  }

  /** Approves with `changes`, as the API does: a rejected request stays rejected (decision 031). */
  async function approve(
    kind: 'tokenPurchases' | 'hallFees' | 'roomAllotments',
    id: string,
    changes: Record<string, string>,
  ): Promise<UpdateAnswer> {
    if (!isDocumentId(id)) throw notFound();
    const before = await guarded(() => getDoc(doc(db, COLLECTIONS[kind], id)));
    if (before.exists() && before.data().status === REJECTED_STATUS) throw alreadyDecided();
    return change(kind, id, changes);
  }

  /**
   * Rejects a pending request with its reason (decision 031). A paid one releases its
   * transaction-id claim in the same batch, as clearing it does (the rules insist on both).
   */
  async function reject(
    kind: 'tokenPurchases' | 'hallFees' | 'roomAllotments',
    id: string,
    reason: string,
  ): Promise<UpdateAnswer> {
    const changes = checked(rejectionInput, { status: REJECTED_STATUS, rejectReason: reason });
    if (!isDocumentId(id)) throw notFound();
    const ref = doc(db, COLLECTIONS[kind], id);
    const before = await guarded(() => getDoc(ref));
    if (!before.exists()) throw notFound();
    const data = before.data();
    if (data.status === REJECTED_STATUS && data.rejectReason === changes.rejectReason)
      return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    if (data.status !== undefined) throw alreadyDecided();
    const batch = writeBatch(db);
    batch.update(ref, changes);
    if (kind !== 'roomAllotments') await releaseClaim(batch, id, data);
    await guarded(() => batch.commit());
    return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  }

  async function remove(kind: RecordKind, id: string): Promise<DeleteAnswer> {
    if (!isDocumentId(id)) throw notFound();
    const ref = doc(db, COLLECTIONS[kind], id);
    const before = await guarded(() => getDoc(ref));
    if (!before.exists()) throw notFound();
    const data = before.data();
    const batch = writeBatch(db);
    batch.delete(ref);
    // A paid request cleared before approval releases its transaction id in the same batch (the
    // rules insist); an approved one keeps it spent.
    if ((kind === 'tokenPurchases' || kind === 'hallFees') && data.status !== APPROVED_STATUS)
      await releaseClaim(batch, id, data);
    await guarded(() => batch.commit());
    return { acknowledged: true, deletedCount: 1 };
  }

  /** A PDF the admin attaches to an approved token: Storage tokenPdfs/{owner}/{name}, named on the token as pdfFileName. */
  function tokenPdfs(): TokenPdfPort {
    async function approvedToken(id: string) {
      if (!isDocumentId(id)) throw notFound();
      const snapshot = await guarded(() => getDoc(doc(db, COLLECTIONS.tokenPurchases, id)));
      if (!snapshot.exists()) throw notFound();
      return recordFromDocument('tokenPurchases', snapshot.id, snapshot.data());
    }
    return {
      attachPdf: async (id, pdf, onProgress) => {
        await caller();
        const token = await approvedToken(id);
        if (token.status !== APPROVED_STATUS) {
          throw new DataError({ status: 409, code: 'not_approved', message: messages.api.tokenNotApproved });
        }
        const problem = pdfProblem(pdf.size, new Uint8Array(await pdf.slice(0, 5).arrayBuffer()));
        if (problem) throw problem;
        const fileName = `${newRecordId()}.pdf`;
        await uploadPdf(auth, tokenPdfObjectPath(token.email, fileName), pdf, onProgress);
        await change('tokenPurchases', id, { pdfFileName: fileName });
        return fileName;
      },
      attachedPdf: async (id) => {
        const token = await approvedToken(id);
        if (!token.pdfFileName) throw notFound();
        const { sdk, bucket } = await storageOf(auth);
        return guarded(() => sdk.getBlob(sdk.ref(bucket, tokenPdfObjectPath(token.email, token.pdfFileName!))));
      },
    };
  }

  /** The office's activity log, newest first (issue 19): the queries firestore.rules grant the admin. */
  function activityLog(): PagedList<ActivityEntry> {
    type Position = { createdAt: string; id: string; studentId: string };
    const filtered = ({ idPrefix, action }: ListFilter): QueryConstraint[] => [
      ...(action ? [where('action', '==', action)] : []),
      ...(idPrefix ? [where('studentId', '>=', idPrefix), where('studentId', '<', `${idPrefix}\uf8ff`)] : []),
    ];
    const entries = collection(db, COLLECTIONS.activity);
    return {
      page: async ({ limit: size, after, ...filter }) => {
        let at: Position | null = null;
        if (after !== undefined) {
          try {
            const [createdAt, id, studentId] = JSON.parse(atob(after)) as unknown[];
            if (typeof createdAt !== 'string' || typeof id !== 'string' || !isDocumentId(id)) throw new Error();
            if (typeof studentId !== 'string') throw new Error();
            at = { createdAt, id, studentId };
          } catch {
            throw badCursor();
          }
        }
        const order = newestFirstOrder(filter.idPrefix ? 'studentId' : null);
        const values = (position: Position) =>
          order.map((field) =>
            field === 'createdAt' ? Timestamp.fromDate(new Date(position.createdAt)) : position.studentId,
          );
        const snapshot = await guarded(() =>
          getDocs(
            query(
              entries,
              ...filtered(filter),
              ...order.map((field) => orderBy(field, 'desc')),
              orderBy(documentId(), 'desc'),
              ...(at ? [startAfter(...values(at), at.id)] : []),
              limit(size + 1),
            ),
          ),
        );
        const items = snapshot.docs.slice(0, size).map((found): ActivityEntry => {
          const data = found.data();
          return {
            ...(data as Omit<ActivityEntry, '_id' | 'createdAt'>),
            _id: found.id,
            createdAt: (data.createdAt as Timestamp).toDate().toISOString(),
          };
        });
        const last = items.at(-1);
        const more = snapshot.docs.length > size && last;
        return { items, next: more ? btoa(JSON.stringify([last.createdAt, last._id, last.studentId ?? ''])) : null };
      },
      count: async (filter) => (await guarded(() => getCount(query(entries, ...filtered(filter))))).data().count,
    };
  }

  function requests<K extends 'tokenPurchases' | 'hallFees'>(
    kind: K,
    schema: typeof tokenPurchaseInput | typeof hallFeeInput,
  ): RequestsPort<RecordTypes[K], z.input<typeof schema>> {
    return {
      ...paged(kind),
      create: async (input) => file(kind, checked(schema, input), true),
      approve: async (id) => approve(kind, id, checked(approvalInput, { status: APPROVED_STATUS })),
      reject: async (id, reason) => reject(kind, id, reason),
      remove: async (id) => remove(kind, id),
    };
  }

  return {
    live: {
      // The office follows every record, a student their own (the rules allow nothing else).
      watch: (listener) =>
        watchWhenLoaded(async () => {
          const user = await caller();
          const [{ firestoreLive }, { getFirestore, connectFirestoreEmulator }, { isAdminAccount }] = await Promise.all(
            [import('./firestore-live.ts'), import('firebase/firestore'), import('../../auth/admin-check.ts')],
          );
          const full = getFirestore(auth.app);
          if (env.firestoreEmulatorHost && !listening.has(full)) {
            connectFirestoreEmulator(full, ...hostAndPort(env.firestoreEmulatorHost));
            listening.add(full);
          }
          return firestoreLive(full, isAdminAccount(user, env.adminEmailSetting) ? null : user.email);
        }, listener),
    },
    users: {
      me: async () => guarded(async () => profileOf(await caller())),
      list: async () => list('users', query(collection(db, COLLECTIONS.users), orderBy('createdAt', 'asc'))),
      create: async (input) => {
        const user = await caller();
        const fields = checked(newUserInput, input);
        if (fields.email !== user.email.toLowerCase()) {
          throw new DataError({ status: 403, code: 'forbidden', message: messages.api.forbidden });
        }
        if (await guarded(() => profileOf(user))) {
          throw new DataError({ status: 409, code: 'conflict', message: messages.api.userExists });
        }
        const createdAt = serverTimestamp();
        // The profile and its one-per-e-mail guard are created together or not at all.
        const batch = writeBatch(db);
        batch.set(doc(db, COLLECTIONS.users, user.uid), { ...fields, createdAt });
        const guard = doc(db, COLLECTIONS.userEmails, fields.email);
        batch.set(guard, { userId: user.uid, createdAt });
        await commitClaiming(batch, guard, 'e-mail-claimed');
        return { acknowledged: true, insertedId: user.uid };
      },
      updateMe: async (input) => {
        const user = await caller();
        const fields = checked(profileUpdateInput, input);
        const changes: Record<string, string> = { name: fields.name };
        if (fields.phone !== undefined) changes.phone = fields.phone;
        const { profile, lastWriteAt } = await guarded(() => ownProfile(user));
        if (!profile) throw noProfile();
        const current = profile as unknown as Record<string, unknown>;
        const modified = Object.entries(changes).some(([field, value]) => current[field] !== value);
        if (modified) {
          const batch = writeBatch(db);
          const own = doc(db, COLLECTIONS.users, user.uid);
          batch.update(own, changes);
          await stampPace(batch, user, lastWriteAt, own);
          await guarded(() => batch.commit());
        }
        return { acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 };
      },
    },
    tokenPurchases: { ...requests('tokenPurchases', tokenPurchaseInput), ...tokenPdfs() },
    hallFees: requests('hallFees', hallFeeInput),
    roomAllotments: {
      ...paged('roomAllotments'),
      create: async (input) => file('roomAllotments', checked(roomAllotmentInput, input), false),
      approve: async (id, selectedRoom) =>
        approve(
          'roomAllotments',
          id,
          checked(roomApprovalInput, { status: APPROVED_STATUS, SelectedRoom: selectedRoom }),
        ),
      reject: async (id, reason) => reject('roomAllotments', id, reason),
      remove: async (id) => remove('roomAllotments', id),
    },
    complaints: {
      ...paged('complaints'),
      create: async (input) => file('complaints', checked(complaintInput, input), false),
      remove: async (id) => remove('complaints', id),
    },
    notices: {
      list: async () => list('notices', newestFirst('notices')),
      fileUrl: async (fileName) => {
        const { sdk, bucket } = await storageOf(auth);
        return guarded(() => sdk.getDownloadURL(sdk.ref(bucket, noticeObjectPath(fileName))));
      },
      upload: async ({ title, date, file: pdf }, onProgress) => {
        await caller();
        const fields = checked(noticeInput, { title, date });
        const problem = pdfProblem(pdf.size, new Uint8Array(await pdf.slice(0, 5).arrayBuffer()));
        if (problem) throw problem;
        const noticeId = newRecordId();
        // The portal names the object (never the uploader's file name): one plain segment.
        const fileName = `${noticeId}.pdf`;
        if (!isSafePdfName(fileName)) throw new Error(`unsafe notice name ${fileName}`);
        await uploadPdf(auth, noticeObjectPath(fileName), pdf, onProgress);
        // The PDF first, then the notice that points at it: the board never lists a missing file.
        await guarded(() =>
          setDoc(doc(db, COLLECTIONS.notices, noticeId), { ...fields, fileName, createdAt: serverTimestamp() }),
        );
      },
      remove: async (id) => {
        if (!isDocumentId(id)) throw notFound();
        const ref = doc(db, COLLECTIONS.notices, id);
        const notice = await guarded(() => getDoc(ref));
        if (!notice.exists()) throw notFound();
        const fileName: unknown = notice.data().fileName;
        // The notice first (the Cloud Function logs its deletion), so the board never lists a
        // missing file; then its PDF. The notice is gone either way: a PDF left behind by a
        // failure there is harmless, so that failure is only logged.
        await guarded(() => deleteDoc(ref));
        if (typeof fileName === 'string' && isSafePdfName(fileName)) {
          try {
            const { sdk, bucket } = await storageOf(auth);
            await sdk.deleteObject(sdk.ref(bucket, noticeObjectPath(fileName)));
          } catch (error) {
            if ((error as { code?: unknown }).code !== 'storage/object-not-found')
              console.warn('The PDF of a deleted notice stays in Storage:', fileName, error);
          }
        }
        return { acknowledged: true, deletedCount: 1 };
      },
    },
    activity: activityLog(),
    contactMessages: {
      create: async (input) => {
        const user = await caller();
        const fields = checked(contactMessageInput, input);
        if (!user.emailVerified) throw emailUnverified();
        const messageId = newRecordId();
        const { profile, lastWriteAt } = await guarded(() => ownProfile(user));
        if (!profile) throw noProfile();
        const batch = writeBatch(db);
        const message = doc(db, COLLECTIONS.contactMessages, messageId);
        batch.set(message, { ...fields, senderEmail: user.email.toLowerCase(), createdAt: serverTimestamp() });
        await stampPace(batch, user, lastWriteAt, message);
        await guarded(() => batch.commit());
        return { acknowledged: true, insertedId: messageId };
      },
      listAll: async () =>
        list('contactMessages', query(collection(db, COLLECTIONS.contactMessages), orderBy('createdAt', 'desc'))),
    },
    transactions: {
      // The rules let a signed-in caller get one claim; the record behind it, only the admin.
      find: async (typed) => {
        await caller();
        const parsed = transactionIdSchema.safeParse(typed);
        if (!parsed.success) {
          throw new DataError({
            status: 400,
            code: 'invalid_query',
            message: messages.api.invalidBody,
            fields: { transactionId: parsed.error.issues[0]?.message ?? '' },
          });
        }
        const key = transactionClaimId(parsed.data);
        const snapshot = await guarded(() => getDoc(doc(db, COLLECTIONS.transactions, key)));
        const claim = claimFromDocument(key, snapshot.data());
        if (!claim) return null;
        const held = await guarded(() => getDoc(doc(db, COLLECTIONS[claim.collection], claim.recordId)));
        return { ...claim, record: held.exists() ? recordFromDocument(claim.collection, held.id, held.data()) : null };
      },
    },
  };
}

/** An id that could name no document (a path, say) matches nothing: 404, as in the API. */
function isDocumentId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}
