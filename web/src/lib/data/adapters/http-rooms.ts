// The hall's rooms over the portal's API (decision 034's routes), in both modes, and the room
// applications' writes, which are the API's in both modes too (its checks read the inventory and
// other students' records). The local API's room news is heard on its live stream (http.ts).
import { APPROVED_STATUS, REJECTED_STATUS } from '@hall/model';
import type { RoomApplicationWrites, RoomsPort } from '../port.ts';
import type { ApiCall } from './http-dining.ts';
import { segment } from './http-transport.ts';

/** The rooms port's API calls; `watchMine` is the back end's own. */
export function httpRooms(call: ApiCall, watchMine: RoomsPort['watchMine']): RoomsPort {
  return {
    list: () => call('GET', '/rooms'),
    choices: () => call('GET', '/rooms/choices'),
    save: async ({ number, floor, beds, notes }) => {
      await call('PUT', `/rooms/${segment(number)}`, { floor, beds, notes });
    },
    remove: (number) => call('DELETE', `/rooms/${segment(number)}`),
    importRooms: (rows) => call('POST', '/rooms/import', { rooms: rows }),
    mine: () => call('GET', '/rooms/mine'),
    answer: (allotmentId, answer) => call('PUT', `/rooms/invitations/${segment(allotmentId)}`, { answer }),
    watchMine,
  };
}

/** A room application filed, allotted (`alone`: the applicant without the roommates named), refused or cleared. */
export function httpRoomApplicationWrites(call: ApiCall): RoomApplicationWrites {
  const path = (id: string) => `/roomallotement/${segment(id)}`;
  return {
    create: (input) => call('POST', '/roomallotement', input),
    approve: (id, selectedRoom, options) =>
      call('PATCH', path(id), {
        status: APPROVED_STATUS,
        SelectedRoom: selectedRoom,
        ...(options?.alone ? { alone: true } : {}),
      }),
    reject: (id, reason) => call('PATCH', path(id), { status: REJECTED_STATUS, rejectReason: reason }),
    remove: (id) => call('DELETE', path(id)),
  };
}
