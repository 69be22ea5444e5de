import { queries } from '../../../lib/data/queries.ts';

/**
 * What a change to the inventory makes stale: the office's view (whose listing also gives the
 * allocation fields their rooms with free beds) and the forms' room choices.
 */
export const ROOM_KEYS = [queries.roomListings().key, queries.roomChoices().key];
