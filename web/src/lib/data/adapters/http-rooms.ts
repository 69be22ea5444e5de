// The hall's rooms over the portal's API (decision 034's routes), in both modes. Its own chunk,
// loaded on the first call (http.ts); the local API's room news is heard on its live stream (http.ts).
import type { RoomsPort } from '../port.ts';
import type { ApiCall } from './http-dining.ts';
import { segment } from './http-path.ts';

/** The rooms port's API calls; `watchMine` is the back end's own. */
export function httpRooms(call: ApiCall): Omit<RoomsPort, 'watchMine'> {
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
  };
}
