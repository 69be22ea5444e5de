// The room applications' own checks around the generic request routes (requests.ts; issue 31,
// decision 034): filing names rooms of the inventory and registered students in one pending group
// at a time; approving is the store's allotment (free beds checked in its transaction); clearing an
// approved one frees beds for the group next in line.
import {
  APPROVED_STATUS,
  findRoom,
  isPendingAllotment,
  messages,
  namedIds,
  pendingMembers,
  roomMessages,
  studentAddress,
  type AllotVerdict,
  type RoomAllotment,
  type RoomApprovalInput,
  type StudentUser,
} from '@hall/model';
import type { AppDeps } from '../app-deps.ts';
import { HttpError, invalidBody, notFound, occupantsOf, withParams } from '../http/errors.ts';
import type { NewRecord } from '../store/port.ts';
import type { RequestHooks } from './requests.ts';
import { roomNews } from './room-news.ts';

const SLOTS = [1, 2, 3, 4] as const;

export function roomApplicationHooks(deps: AppDeps): RequestHooks<RoomAllotment> {
  const { store } = deps;
  const news = roomNews(store, deps.log ?? ((error) => console.error(error)));

  /** Whether the student is in a pending group (as its applicant, or named and not declined). */
  const inPendingGroup = async (studentId: string) =>
    (await store.rooms.applicationsOf(studentId)).some(
      (application) => isPendingAllotment(application) && pendingMembers(application).includes(studentId),
    );

  return {
    async filing(record: NewRecord<RoomAllotment>, student: StudentUser) {
      const fields: Record<string, string> = {};
      const rooms = await store.rooms.rooms();
      for (const slot of SLOTS) {
        const typed = record[`room_${slot}`];
        if (!findRoom(rooms, typed)) fields[`room_${slot}`] = roomMessages.unknownRoom(typed);
      }
      const named = namedIds({ ...record, id: student.id });
      const profiles = await Promise.all(named.map((id) => store.users.findByEmail(studentAddress(id))));
      const unregistered = named.filter((id, index) => profiles[index]?.id !== id);
      for (const slot of SLOTS) {
        const id = record[`student_Id_${slot}`];
        if (unregistered.includes(id)) fields[`student_Id_${slot}`] = roomMessages.notRegistered(id);
      }
      if (Object.keys(fields).length > 0) throw invalidBody(fields);
      for (const id of [student.id, ...named])
        if (await inPendingGroup(id)) throw new HttpError(409, 'in_another_group', roomMessages.inAnotherGroup(id));
      return {
        ...record,
        roommates: named.map((id, index) => ({ id, name: profiles[index]!.name, answer: 'invited' as const })),
      };
    },

    async filed(saved) {
      await news.tell(namedIds(saved));
    },

    async approve(id, body, audit) {
      const { SelectedRoom, alone = false } = body as RoomApprovalInput;
      const before = await store.roomAllotments.get(id);
      const outcome = await store.rooms.allot(id, { room: SelectedRoom, alone }, audit);
      if (!outcome.matched || !before) throw notFound();
      if (!outcome.verdict.ok) throw refusalOf(outcome.verdict, SelectedRoom);
      // The line moves for the rooms it waited for (it left the line) or the room it moved out of
      // (beds freed), and for the room it got (fewer beds).
      if (outcome.modified)
        await news.tell(outcome.verdict.residents, [...roomsOf(before), outcome.verdict.room.number]);
      return { modified: outcome.modified };
    },

    async rejected(id) {
      const rejected = await store.roomAllotments.get(id);
      // It waited in the lines of the rooms it chose.
      if (rejected) await news.offer(choicesOf(rejected));
    },

    async cleared(before) {
      await news.offer(roomsOf(before));
    },
  };
}

/**
 * The rooms whose waiting line an application's change moves: while pending, the rooms it chose
 * (it waits in their lines); once approved, the room it lives in (its beds).
 */
export function roomsOf(application: RoomAllotment): string[] {
  if (isPendingAllotment(application)) return choicesOf(application);
  return application.status === APPROVED_STATUS && application.SelectedRoom ? [application.SelectedRoom] : [];
}

const choicesOf = (application: RoomAllotment) => SLOTS.map((slot) => application[`room_${slot}`]);

/**
 * The API's answer to each allotment the store refuses, by the verdict's code: one case per code
 * (a code the model adds fails to compile here until it has its answer).
 */
function refusalOf(verdict: Exclude<AllotVerdict, { ok: true }>, typed: string): HttpError {
  switch (verdict.code) {
    case 'unknown_room':
      return new HttpError(400, 'unknown_room', roomMessages.unknownRoom(typed), {
        SelectedRoom: roomMessages.unknownRoom(typed),
      });
    case 'already_housed':
      return withParams(409, 'already_housed', roomMessages.alreadyHoused(verdict), [
        { homes: verdict.homes.map(({ studentId, room }) => ({ studentId, room })) },
      ]);
    case 'room_full':
      return withParams(409, 'room_full', roomMessages.roomFull(verdict), [
        {
          room: { number: verdict.room.number },
          free: verdict.free,
          needed: verdict.needed,
          occupants: occupantsOf(verdict.occupants),
        },
      ]);
    case 'roommates_pending':
      return new HttpError(409, 'roommates_pending', roomMessages.roommatesPending(verdict.accepted, verdict.named));
    case 'already_decided':
      return new HttpError(409, 'already_decided', messages.api.alreadyDecided);
  }
}
