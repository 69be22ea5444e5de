// The demo hall's rooms (issue 31, decision 034): apart from the rules in rooms.ts, which a real
// hall uses with its own list.
import type { Room } from './rooms.ts';

/**
 * The rooms the demo hall starts with (`npm start`, the emulator demo): three floors, four beds a
 * room, a few doubles. A real hall imports its own list (CSV) in the dashboard's Rooms section.
 */
export const DEMO_ROOMS: readonly Room[] = [
  ...[101, 102, 103, 104, 105, 106].map((n) => ({ number: String(n), floor: '1st floor', beds: 4, notes: '' })),
  ...[201, 202, 203, 204, 205, 206].map((n) => ({
    number: String(n),
    floor: '2nd floor',
    beds: n > 204 ? 2 : 4,
    notes: '',
  })),
  ...[310, 311, 312, 313].map((n) => ({
    number: String(n),
    floor: '3rd floor',
    beds: 4,
    notes: n === 313 ? 'Next to the reading room' : '',
  })),
];
