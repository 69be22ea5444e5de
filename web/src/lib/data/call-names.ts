// The data port's calls by name, for what forwards a group of them to a module loaded on its
// first call (deferred-port.ts, adapters/http.ts): the types check that every call is named.
import type { DiningPort, ReportsPort, RequestsPort, RoomsPort } from './port.ts';

/** A request list's calls: its pages, its count, and filing and deciding a request. */
export const REQUEST_CALLS: Record<keyof RequestsPort<never, never>, true> = {
  page: true,
  count: true,
  create: true,
  approve: true,
  reject: true,
  remove: true,
};

/** The dining day's calls but its staff's and its listener. */
export const DINING_CALLS: Record<keyof Omit<DiningPort, 'staff' | 'watchDay'>, true> = {
  role: true,
  mealDays: true,
  switchDay: true,
  counts: true,
  day: true,
  check: true,
  serve: true,
};

export const DINING_STAFF_CALLS: Record<keyof DiningPort['staff'], true> = { list: true, add: true, remove: true };

/** The rooms' calls but the caller's rooms' listener. */
export const ROOMS_CALLS: Record<keyof Omit<RoomsPort, 'watchMine'>, true> = {
  list: true,
  choices: true,
  save: true,
  remove: true,
  importRooms: true,
  mine: true,
  answer: true,
};

export const REPORTS_CALLS: Record<keyof ReportsPort, true> = {
  dues: true,
  duesList: true,
  collections: true,
  queue: true,
};
