import { startWhenLoaded, watchWhenLoaded } from './live-watch.ts';
import type { DataPort, DiningPort, RecordsPort, ReportsPort, RoomApplicationWrites, RoomsPort } from './port.ts';

/** What a visitor reads, served by the API in every mode (the Cloud Function in firebase mode). */
export type PublicReads = Pick<DataPort, 'verify'> & { notices: Pick<DataPort['notices'], 'list'> };

/** What the API serves a signed-in caller in every mode (decisions 033, 034, 035), all but the listeners. */
export interface SignedInApi {
  dining: Omit<DiningPort, 'watchDay'>;
  rooms: Omit<RoomsPort, 'watchMine'>;
  roomAllotments: RoomApplicationWrites;
  reports: ReportsPort;
}

/**
 * A port whose adapter is loaded on first use (the Firestore adapter and its SDK stay out of
 * the first-load JS). A failed load is retried on the next call. What a visitor reads (a token's
 * check, the notice board) is served by `publicReads`, so the home page and the QR's page load
 * neither the adapter nor the Auth SDK. The dining and room calls and the room applications'
 * writes are the API's (`api`, signed in); only their listeners wait for the adapter.
 */
export function deferredPort(load: () => Promise<RecordsPort>, publicReads: PublicReads, api: SignedInApi): DataPort {
  let pending: Promise<RecordsPort> | undefined;
  const port = (): Promise<RecordsPort> =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));

  /** The group's methods, each waiting for the adapter, then making its call (every method named: the type checks). */
  const forward = <G extends Exclude<keyof RecordsPort, 'live' | 'dining' | 'rooms'>>(
    group: G,
    methods: Record<keyof RecordsPort[G], true>,
  ) =>
    Object.fromEntries(
      Object.keys(methods).map((method) => [
        method,
        async (...args: unknown[]) => {
          const target = (await port())[group] as unknown as Record<string, (...args: unknown[]) => unknown>;
          return target[method]!(...args);
        },
      ]),
    ) as unknown as RecordsPort[G];

  const request = { create: true, page: true, count: true, approve: true, reject: true, remove: true } as const;
  const notices = forward('notices', { list: true, fileUrl: true, upload: true, remove: true });
  return {
    users: forward('users', { me: true, list: true, create: true, updateMe: true }),
    tokenPurchases: forward('tokenPurchases', { ...request, attachPdf: true, attachedPdf: true }),
    hallFees: forward('hallFees', request),
    roomAllotments: { ...api.roomAllotments, ...forward('roomAllotments', { page: true, count: true }) },
    complaints: forward('complaints', { create: true, page: true, count: true, remove: true }),
    notices: { ...notices, list: () => publicReads.notices.list() },
    contactMessages: forward('contactMessages', { create: true, listAll: true }),
    transactions: forward('transactions', { find: true }),
    activity: forward('activity', { page: true, count: true }),
    live: {
      watch: (listener) => watchWhenLoaded(async () => (await port()).live, listener),
    },
    verify: publicReads.verify,
    dining: {
      ...api.dining,
      watchDay: (day, changed) => startWhenLoaded(async () => (await port()).dining.watchDay(day, changed)),
    },
    rooms: {
      ...api.rooms,
      watchMine: (changed) => startWhenLoaded(async () => (await port()).rooms.watchMine(changed)),
    },
    reports: api.reports,
  };
}
