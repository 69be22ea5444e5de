// The hall's rooms (issue 31, decision 034) as the Cloud Function's store writes them, seeded for
// the rules suites, and what each room cell of the policy table means as a Firestore call. Every
// room write is the API's (THROUGH_THE_API): the rules let no client write roomAllotments, rooms
// or roomNews. Reads stay where the documents are: an application (and the roommates' answers on
// it) by its owner and the office, the inventory (and so the room choices) by the office.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { isAllowed, roomDocumentId, type Operation, type PolicyCell, type Resource } from '@hall/model';
import { OTHER, OWNER } from './environment.ts';

export type RoomResource = 'roomAllotments' | 'rooms' | 'roomChoices' | 'roommateAnswers';

/** The resource whose documents hold each room resource: choices are rooms, answers are on the application. */
export const STORED_IN: Record<RoomResource, 'roomAllotments' | 'rooms'> = {
  roomAllotments: 'roomAllotments',
  rooms: 'rooms',
  roomChoices: 'rooms',
  roommateAnswers: 'roomAllotments',
};

export const isRoomResource = (resource: Resource): resource is RoomResource => Object.hasOwn(STORED_IN, resource);

/** What the rules decide for a room cell: no write; a read as the policy lets its documents be read. */
export function roomRulesVerdict(cell: Pick<PolicyCell, 'actor' | 'operation'> & { resource: RoomResource }): boolean {
  if (cell.operation !== 'read' && cell.operation !== 'list') return false;
  return isAllowed(cell.actor, STORED_IN[cell.resource], cell.operation);
}

/** The seeded room: OWNER's seeded application (SEEDED_ID) is pending, choosing it. */
export const SEEDED_ROOM = {
  number: '312',
  floor: '3rd floor',
  beds: 4,
  notes: '',
  allottedAt: '2024-05-01T00:00:00.000Z',
};
export const SEEDED_ROOM_ID = roomDocumentId(SEEDED_ROOM.number);
const NEWS = { changedAt: '2024-05-09T10:00:00.000Z' };

/** Seeds the room and each student's roomNews/{student id} (call with the rules off). */
export async function seedRooms(db: Firestore): Promise<void> {
  await setDoc(doc(db, 'rooms', SEEDED_ROOM_ID), SEEDED_ROOM);
  for (const person of [OWNER, OTHER]) await setDoc(doc(db, 'roomNews', person.id), NEWS);
}

/**
 * A client's attempt at a room cell other than the application's own (scenarios.ts files, reads
 * and decides those as the SPA did): on the inventory, or on the application's answers.
 */
export function roomCall(
  db: Firestore,
  resource: Exclude<RoomResource, 'roomAllotments'>,
  operation: Operation,
  applicationId: string,
): Promise<unknown> {
  if (STORED_IN[resource] === 'roomAllotments') {
    const application = doc(db, 'roomAllotments', applicationId);
    if (operation === 'read') return getDoc(application);
    if (operation === 'list') return getDocs(collection(db, 'roomAllotments'));
    if (operation === 'delete') return deleteDoc(application);
    // An answer, written on the application (create or update alike).
    return updateDoc(application, { roommates: [{ id: OTHER.id, name: OTHER.name, answer: 'accepted' }] });
  }
  const room = doc(db, 'rooms', SEEDED_ROOM_ID);
  switch (operation) {
    case 'create':
      return setDoc(doc(db, 'rooms', roomDocumentId('B-12')), { ...SEEDED_ROOM, number: 'B-12' });
    case 'read':
      return getDoc(room);
    case 'list':
      return getDocs(collection(db, 'rooms'));
    case 'update':
      return updateDoc(room, { beds: 6 });
    case 'delete':
      return deleteDoc(room);
  }
}
