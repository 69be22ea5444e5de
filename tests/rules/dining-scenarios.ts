// The dining hall's documents (issue 30, decision 033) as the Cloud Function's store writes them,
// seeded for the rules suites, and what each THROUGH_THE_API cell of the policy table means as a
// Firestore call: the rules let no client write any of them.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import {
  mealDayId,
  servingId,
  THROUGH_THE_API,
  type DINING_COLLECTIONS,
  type Operation,
  type PolicyCell,
  type Resource,
} from '@hall/model';
import { ADMIN, OWNER, type Person } from './environment.ts';
import { isRoomResource, roomRulesVerdict } from './rooms-scenarios.ts';

/** A dining staff account the office listed (a CUET address that is not a student's own). */
export const STAFF: Person = { uid: 'staff-uid', email: 'dining.staff@student.cuet.ac.bd', name: 'Staff', id: 'staff' };
/** A staff account the office has removed from the list since. */
export const FORMER_STAFF: Person = {
  uid: 'former-uid',
  email: 'dining.old@student.cuet.ac.bd',
  name: 'Former',
  id: 'x',
};

export type DiningCollection = keyof typeof DINING_COLLECTIONS;
export type DiningResource = 'diningStaff' | 'mealSwitches' | 'mealCounts' | 'mealChecks' | 'servings';

export const isThroughTheApi = (resource: Resource): boolean => THROUGH_THE_API.includes(resource);

export const isDiningResource = (resource: Resource): resource is DiningResource =>
  Object.hasOwn(DINING_COLLECTION_OF, resource);

/** The collection each dining resource of the policy lives in (a check reads a token's day). */
export const DINING_COLLECTION_OF: Record<DiningResource, DiningCollection> = {
  diningStaff: 'diningStaff',
  mealSwitches: 'mealSwitches',
  mealCounts: 'diningDays',
  mealChecks: 'mealDays',
  servings: 'servings',
};

/**
 * The dining reads a client makes in Firestore, where the policy's cell is the collection itself:
 * the office's staff list, and a day's counter (the counts' live signal, read by whoever reads
 * the counts). Every other dining read (a token's switches, a check, a day's list) is the API's.
 */
const READ_IN_FIRESTORE: Partial<Record<DiningResource, readonly Operation[]>> = {
  diningStaff: ['read', 'list'],
  mealCounts: ['read'],
};

/**
 * What the rules decide for a policy cell: a dining or room resource's writes and API-only reads
 * are refused (the rooms' reads: rooms-scenarios.ts).
 */
export function rulesVerdict(cell: PolicyCell): boolean {
  // The reports have no collection (the API computes them): no client reads or writes one.
  if (cell.resource === 'reports') return false;
  if (isRoomResource(cell.resource)) return roomRulesVerdict({ ...cell, resource: cell.resource });
  if (!isDiningResource(cell.resource)) return cell.allowed;
  return READ_IN_FIRESTORE[cell.resource]?.includes(cell.operation) === true && cell.allowed;
}

/** The seeded token's day (the seeded token purchase is SEEDED_ID, owned by OWNER). */
const DAY = '2024-05-10';
const AT = '2024-05-09T10:00:00.000Z';

/** The one seeded document of each dining collection, at the id the store gives it. */
export function diningDocuments(
  tokenId: string,
): Record<DiningCollection, { id: string; data: Record<string, unknown> }> {
  const ownerEmail = OWNER.email;
  return {
    diningStaff: { id: STAFF.email, data: { addedAt: AT, addedBy: ADMIN.email } },
    mealDays: { id: mealDayId(tokenId, DAY), data: { tokenId, day: DAY, off: true, changedAt: AT, ownerEmail } },
    mealSwitches: { id: tokenId, data: { tokenId, day: DAY, off: true, at: AT, ownerEmail } },
    servings: {
      id: servingId(tokenId, DAY, 'lunch'),
      data: { tokenId, day: DAY, sitting: 'lunch', servedAt: AT, servedBy: STAFF.email },
    },
    diningDays: { id: DAY, data: { changedAt: AT } },
  };
}

/** Seeds one document of each dining collection (call with the rules off); FORMER_STAFF has no entry. */
export async function seedDining(db: Firestore, tokenId: string): Promise<void> {
  for (const [name, { id, data }] of Object.entries(diningDocuments(tokenId))) await setDoc(doc(db, name, id), data);
}

/** A client's attempt at one dining cell: on the collection's seeded document, or a new one. */
export function diningCall(
  db: Firestore,
  name: DiningCollection,
  operation: Operation,
  tokenId: string,
  changes: Record<string, unknown> = {},
): Promise<unknown> {
  const seeded = diningDocuments(tokenId)[name];
  const at = doc(db, name, seeded.id);
  switch (operation) {
    case 'create':
      return setDoc(doc(db, name, `new-${seeded.id}`), { ...seeded.data, ...changes });
    case 'read':
      return getDoc(at);
    case 'list':
      return getDocs(collection(db, name));
    case 'update':
      return updateDoc(at, { ...seeded.data, ...changes, changedAt: '2024-05-10T00:00:00.000Z' });
    case 'delete':
      return deleteDoc(at);
  }
}
