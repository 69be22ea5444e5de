// GET /api/rooms/mine's answer (decision 034): the caller's room once allotted, and the pending
// applications they filed or are named in, each with the rooms where it is now first in line.
import {
  APPROVED_STATUS,
  isPendingAllotment,
  residentsOf,
  roommatesOf,
  sameRoom,
  type MyRooms,
  type RoomAllotment,
  type RoomGroupView,
  type RoomListing,
} from '@hall/model';
import type { Store } from '../store/port.ts';

export async function myRooms(store: Store, studentId: string): Promise<MyRooms> {
  const applications = await store.rooms.applicationsOf(studentId);
  const home = applications.find(
    (one) => one.status === APPROVED_STATUS && one.SelectedRoom && residentsOf(one).includes(studentId),
  );
  const pending = applications.filter(isPendingAllotment);
  if (!home && pending.length === 0) return { room: null, groups: [] };
  // Who lives where and who is next: one listing serves the room and every group.
  const listings = await store.rooms.list();
  return {
    room: home ? roomOf(home, listings, studentId) : null,
    groups: pending.map((group) => groupView(group, listings, studentId)),
  };
}

function roomOf(home: RoomAllotment, listings: RoomListing[], studentId: string): MyRooms['room'] {
  const listing = listings.find((one) => sameRoom(one.number, home.SelectedRoom!));
  return {
    number: listing?.number ?? home.SelectedRoom!,
    floor: listing?.floor ?? '',
    allotmentId: home._id,
    roommates: (listing?.occupants ?? []).filter((occupant) => occupant.studentId !== studentId),
  };
}

function groupView(group: RoomAllotment, listings: RoomListing[], studentId: string): RoomGroupView {
  const roommates = roommatesOf(group);
  return {
    allotmentId: group._id,
    applicant: { id: group.id, name: group.name },
    roommates,
    choices: [group.room_1, group.room_2, group.room_3, group.room_4],
    apply_date: group.apply_date,
    appliedAt: group.createdAt,
    mine: group.id === studentId ? 'applicant' : (roommates.find((mate) => mate.id === studentId)?.answer ?? 'invited'),
    offered: listings.filter((listing) => listing.next?.allotmentId === group._id).map((listing) => listing.number),
  };
}
