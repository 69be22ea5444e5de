import { queries } from '../../../lib/data/queries.ts';

/** What a change to the inventory makes stale: the office's view and the forms' room choices. */
export const ROOM_KEYS = [queries.roomListings().key, queries.roomChoices().key];
