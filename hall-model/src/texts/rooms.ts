// The rooms' sentences (issue 31, decision 034): the API's errors and the pages say the same.
import type { AllotVerdict } from '../room-allotting.ts';
import type { RoomOccupant, WaitingGroup } from '../rooms.ts';

const bedWord = (count: number) => `${count} ${count === 1 ? 'bed' : 'beds'}`;

function occupantList(occupants: readonly RoomOccupant[]): string {
  return occupants.map((occupant) => `${occupant.studentId} (${occupant.name})`).join(', ');
}

/** The rooms' sentences, shared by the API's errors and the pages. */
export const roomMessages = {
  unknownRoom: (typed: string) => `There is no room "${typed}" in the hall's list of rooms.`,
  alreadyHoused: ({ homes }: Extract<AllotVerdict, { code: 'already_housed' }>) =>
    `${homes.map((home) => `${home.studentId} already lives in ${home.room}`).join(', ')}: ` +
    `clear ${homes.length === 1 ? 'that allotment' : 'those allotments'} first ` +
    '(a room change is a new allotment after the old one is cleared).',
  roomFull: (verdict: Extract<AllotVerdict, { code: 'room_full' }>) =>
    `Room ${verdict.room.number} has ${bedWord(verdict.free)} free and this group needs ${verdict.needed}` +
    (verdict.occupants.length > 0 ? `: ${occupantList(verdict.occupants)} live there.` : '.'),
  roommatesPending: (accepted: number, named: number) =>
    `${accepted} of ${named} accepted: a group is allotted when every named student has accepted (or allot the applicant alone).`,
  acceptedCount: (accepted: number, named: number) => `${accepted} of ${named} accepted`,
  notRegistered: (id: string) => `No registered student has the id ${id}.`,
  inAnotherGroup: (id: string) => `${id} is already in another pending room application.`,
  youAreInAnotherGroup: 'You are already in another pending room application.',
  notInvited: 'You are not named in this application.',
  notPending: 'This application has already been decided.',
  bedsBelowOccupants: (room: string, living: number) =>
    `Room ${room} has ${living} living in it: it cannot have fewer beds than that.`,
  roomOccupied: (room: string, occupants: readonly RoomOccupant[]) =>
    `Room ${room} is lived in by ${occupantList(occupants)}: clear their allotment first.`,
  nextFor: (room: string, group: WaitingGroup, appliedOn: string) =>
    `next for ${room}: ${group.applicantId}'s group, applied ${appliedOn}`,
  offered: (room: string) => `A bed is free in ${room}, a room you chose: the office decides next.`,
  allotted: (room: string) => `You have been allotted room ${room}.`,
  invited: (applicantId: string) =>
    `${applicantId} named you in a room application: accept or decline on your profile.`,
};
