// What each cell of the hall model's policy table means as a Firestore call, so that the rules
// suite walks ACCESS_POLICY itself: for every actor x collection x operation it makes the call
// and expects the verdict the table gives.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { RESOURCES, type Actor, type Operation, type Resource } from '@hall/model';
import {
  sampleComplaint,
  sampleContactMessage,
  sampleHallFee,
  sampleNotice,
  sampleRoomAllotment,
  sampleTokenPurchase,
} from '@hall/model/samples';
import { ownedDocument, transactionClaimId } from '@hall/web/firestore-shapes';
import {
  ADMIN,
  currentEnvironment,
  firestoreOf,
  NEWCOMER,
  OTHER,
  OWNER,
  signedIn,
  uidOf,
  type Person,
} from './environment.ts';
import {
  DINING_COLLECTION_OF,
  diningCall,
  isDiningResource,
  seedDining,
  STAFF,
  type DiningResource,
} from './dining-scenarios.ts';
import { isRoomResource, roomCall, seedRooms, type RoomResource } from './rooms-scenarios.ts';

/** Every create is dated by the server: the rules accept only request.time. */
export const CREATED_AT = serverTimestamp();
/** The record every test finds seeded in each collection, owned by OWNER. */
export const SEEDED_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';
export const NEW_ID = 'b2b2b2b2b2b2b2b2b2b2b2b2';

type Data = Record<string, unknown>;
/**
 * The record collections (the dining and room resources are written only through the API:
 * dining-scenarios.ts, rooms-scenarios.ts; room applications are still read as records; the reports have none).
 */
type RecordResource = Exclude<Resource, DiningResource | Exclude<RoomResource, 'roomAllotments'> | 'reports'>;

const owned = (person: Person): Data => ({
  name: person.name,
  email: person.email,
  id: person.id,
  createdAt: CREATED_AT,
});

// Requests are built by the SPA adapter's own mapping, so the rules are tested on its documents.
const filed = (person: Person, input: Data): Data => ownedDocument(person, input, CREATED_AT);

export const bodies = {
  users: (person: Person): Data => owned(person),
  tokenPurchases: (person: Person, transactionId = 'TXN100001'): Data =>
    filed(person, sampleTokenPurchase({ Transaction_id: transactionId })),
  hallFees: (person: Person, transactionId = 'TXN200001'): Data =>
    filed(person, sampleHallFee({ Transaction_id: transactionId })),
  roomAllotments: (person: Person): Data => filed(person, sampleRoomAllotment()),
  complaints: (person: Person): Data => filed(person, sampleComplaint()),
  notices: (): Data => ({ ...sampleNotice(), fileName: 'c3c3c3c3c3c3c3c3c3c3c3c3.pdf', createdAt: CREATED_AT }),
  contactMessages: (person: Person): Data => ({
    ...sampleContactMessage({ from_name: person.name }),
    senderEmail: person.email,
    createdAt: CREATED_AT,
  }),
  // Only the admin writes entries, as themself (the person acted for does not matter).
  activity: (): Data => ({
    createdAt: CREATED_AT,
    actorUid: ADMIN.uid,
    actorEmail: ADMIN.email,
    action: 'approve',
    collection: 'tokenPurchases',
    recordId: SEEDED_ID,
    studentId: OWNER.id,
    changes: { status: 'confirm' },
  }),
} satisfies Record<RecordResource, (person: Person, transactionId?: string) => Data>;

export const PAID: readonly Resource[] = ['tokenPurchases', 'hallFees'];

/**
 * Sets the stage for a student's write: their last one long ago (no pace stamp on their profile),
 * unless the test is about the pace. Done with the rules off, as a test's own set-up.
 */
async function forgetPace(db: Firestore): Promise<void> {
  const uid = uidOf(db);
  if (!uid || !currentEnvironment) return;
  await currentEnvironment.withSecurityRulesDisabled(async (context) => {
    const profile = doc(firestoreOf(context), 'users', uid);
    if ((await getDoc(profile)).exists()) await updateDoc(profile, { lastWriteAt: deleteField() });
  });
}

export interface WriteOptions {
  /** Keep the student's last write as it is (the pace's own tests). */
  keepPace?: boolean;
}

/** The caller's pace stamp in `batch` for the one document `path`, as every write of a student carries it (issue 28). */
function stampPace(db: Firestore, batch: WriteBatch, path: [string, string]): void {
  const uid = uidOf(db);
  if (uid) batch.update(doc(db, 'users', uid), { lastWriteAt: serverTimestamp(), lastWrite: doc(db, ...path) });
}

/** Edits a profile as MyProfile does: with the pace stamp. */
export async function editProfile(
  db: Firestore,
  uid: string,
  changes: Data,
  options: WriteOptions = {},
): Promise<void> {
  if (!options.keepPace) await forgetPace(db);
  return updateDoc(doc(db, 'users', uid), {
    ...changes,
    lastWriteAt: serverTimestamp(),
    lastWrite: doc(db, 'users', uid),
  });
}

/**
 * Files a record as the SPA's adapter does: paid requests together with their transaction claim,
 * and the student's pace stamp on their own profile.
 */
export async function fileRecord(
  db: Firestore,
  resource: Resource,
  recordId: string,
  body: Data,
  options: WriteOptions = {},
): Promise<void> {
  if (!options.keepPace) await forgetPace(db);
  const batch = writeBatch(db);
  batch.set(doc(db, resource, recordId), body);
  if (resource !== 'notices' && resource !== 'activity') stampPace(db, batch, [resource, recordId]);
  if (PAID.includes(resource)) {
    batch.set(doc(db, 'transactions', transactionClaimId(String(body.Transaction_id))), {
      collection: resource,
      recordId,
      createdAt: CREATED_AT,
    });
  }
  return batch.commit();
}

/** Creates a profile as sign-up does: users/{uid} and its e-mail guard in one batch. */
export function createProfile(db: Firestore, person: Person, body: Data = bodies.users(person)): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'users', person.uid), body);
  batch.set(doc(db, 'userEmails', String(body.email)), { userId: person.uid, createdAt: CREATED_AT });
  return batch.commit();
}

/** Profiles for OWNER and OTHER, and one record of every collection owned by OWNER. */
/** Each test's stage: an empty Firestore with the seeded records. */
export async function reseed(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await seed(env);
}

export async function seed(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    for (const person of [OWNER, OTHER]) await createProfile(db, person);
    for (const resource of RESOURCES.filter(
      (name): name is Exclude<RecordResource, 'users'> => name !== 'users' && Object.hasOwn(bodies, name),
    )) {
      await fileRecord(db, resource, SEEDED_ID, bodies[resource](OWNER));
    }
    await seedDining(db, SEEDED_ID);
    await seedRooms(db);
    await setDoc(doc(db, 'reports', 'dues'), { level: '1' });
  });
}

/** Who performs a cell's call. For users/create, "owner" is a newcomer creating their own profile. */
export function actorDb(env: RulesTestEnvironment, actor: Actor, resource: Resource, operation: Operation): Firestore {
  if (actor === 'visitor') return firestoreOf(env.unauthenticatedContext());
  if (actor === 'admin') return firestoreOf(signedIn(env, ADMIN));
  if (actor === 'student') return firestoreOf(signedIn(env, OTHER));
  if (actor === 'staff') return firestoreOf(signedIn(env, STAFF));
  return firestoreOf(signedIn(env, resource === 'users' && operation === 'create' ? NEWCOMER : OWNER));
}

/** The changes each collection's update means: approval for requests, name and phone for profiles. */
export const updates: Record<RecordResource, Data> = {
  users: { name: 'Rahim U.', phone: '01711111111' },
  tokenPurchases: { status: 'confirm' },
  hallFees: { status: 'confirm' },
  roomAllotments: { status: 'confirm', SelectedRoom: 'A-101' },
  complaints: { complains: 'Edited after filing.' },
  notices: { title: 'Edited notice' },
  contactMessages: { message: 'Edited message.' },
  activity: { action: 'clear' },
};

/** The path of the seeded record a read, update or delete acts on. */
export function seededPath(resource: Resource): [string, string] {
  return resource === 'users' ? ['users', OWNER.uid] : [resource, SEEDED_ID];
}

/**
 * The call for one cell. `tweak` changes the written data (the near-miss variants of allowed
 * writes). Creates act on the owner's behalf (the newcomer's, for users): a record in someone
 * else's name when the actor is not the owner.
 */
export function cellCall(
  db: Firestore,
  actor: Actor,
  resource: Resource,
  operation: Operation,
  tweak: (data: Data) => Data = (data) => data,
): Promise<unknown> {
  if (isDiningResource(resource))
    return diningCall(db, DINING_COLLECTION_OF[resource], operation, SEEDED_ID, tweak({}));
  if (isRoomResource(resource) && resource !== 'roomAllotments') return roomCall(db, resource, operation, SEEDED_ID);
  if (resource === 'reports') return reportsCall(db, operation, tweak({ level: '1' }));
  switch (operation) {
    case 'create': {
      if (resource === 'users') return createProfile(db, NEWCOMER, tweak(bodies.users(NEWCOMER)));
      const body = tweak(bodies[resource](OWNER, PAID.includes(resource) ? `NEW${resource.length}0001` : undefined));
      return fileRecord(db, resource, NEW_ID, body);
    }
    case 'read':
      return getDoc(doc(db, ...seededPath(resource)));
    case 'list':
      return getDocs(collection(db, resource));
    case 'update':
      if (resource === 'users') return editProfile(db, OWNER.uid, tweak(updates.users));
      return updateDoc(doc(db, ...seededPath(resource)), tweak(updates[resource]));
    case 'delete':
      return PAID.includes(resource)
        ? clearPending(db, resource, SEEDED_ID, SEEDED_TRANSACTION_IDS[resource as 'tokenPurchases' | 'hallFees'])
        : deleteDoc(doc(db, ...seededPath(resource)));
  }
}

/**
 * The reports (issue 32) live in no collection: a client's try at one is at `reports/dues`, seeded
 * so that a read has something to find, and the rules must refuse every operation.
 */
function reportsCall(db: Firestore, operation: Operation, data: Data): Promise<unknown> {
  const at = doc(db, 'reports', 'dues');
  switch (operation) {
    case 'create':
      return setDoc(doc(db, 'reports', 'new-dues'), data);
    case 'read':
      return getDoc(at);
    case 'list':
      return getDocs(collection(db, 'reports'));
    case 'update':
      return updateDoc(at, data);
    case 'delete':
      return deleteDoc(at);
  }
}

/** The transaction ids the seeded paid records carry (the bodies' defaults). */
export const SEEDED_TRANSACTION_IDS = { tokenPurchases: 'TXN100001', hallFees: 'TXN200001' } as const;

/** Clears a pending paid request as the SPA's adapter does: with the release of its claim. */
export function clearPending(
  db: Firestore,
  resource: Resource,
  recordId: string,
  transactionId: string,
): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, resource, recordId));
  batch.delete(doc(db, 'transactions', transactionClaimId(transactionId)));
  return batch.commit();
}

/** Rejects a record as the SPA's adapter does: a paid one releases its claim in the same batch (decision 031). */
export function rejectPending(
  db: Firestore,
  resource: Resource,
  recordId: string,
  reason: unknown,
  claimOf?: string,
): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, resource, recordId), { status: 'rejected', rejectReason: reason });
  if (claimOf !== undefined) batch.delete(doc(db, 'transactions', transactionClaimId(claimOf)));
  return batch.commit();
}

/** A direct write, for attacks that do not go through the batch helpers. */
export const write = (db: Firestore, path: [string, string], data: Data) => setDoc(doc(db, ...path), data);
