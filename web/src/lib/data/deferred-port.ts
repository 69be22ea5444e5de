import { DINING_CALLS, DINING_STAFF_CALLS, REPORTS_CALLS, REQUEST_CALLS, ROOMS_CALLS } from './call-names.ts';
import { callsWhenLoaded, loadedOnce, startWhenLoaded, watchWhenLoaded } from './when-loaded.ts';
import type { DataPort, DiningPort, RecordsPort, ReportsPort, RoomApplicationWrites, RoomsPort } from './port.ts';

/**
 * What a visitor reads, served by the API in every mode (the Cloud Function in firebase mode): the
 * notice board, a notice's PDF (a same-origin address, which the service worker keeps once opened)
 * and a token's check.
 */
export type PublicReads = Pick<DataPort, 'verify'> & { notices: Pick<DataPort['notices'], 'list' | 'fileUrl'> };

/** What the API serves a signed-in caller in every mode (decisions 033, 034, 035), all but the listeners. */
export interface SignedInApi {
  dining: Omit<DiningPort, 'watchDay'>;
  rooms: Omit<RoomsPort, 'watchMine'>;
  roomAllotments: RoomApplicationWrites;
  reports: ReportsPort;
}

/** The signed-in API's calls of an adapter loaded on the first of them (http.ts, its own chunk). */
export function signedInApiWhenLoaded(load: () => Promise<SignedInApi>): SignedInApi {
  const dining = async () => (await load()).dining;
  const { create, approve, reject, remove } = REQUEST_CALLS;
  return {
    dining: {
      ...callsWhenLoaded<Omit<SignedInApi['dining'], 'staff'>>(dining, DINING_CALLS),
      staff: callsWhenLoaded(async () => (await dining()).staff, DINING_STAFF_CALLS),
    },
    rooms: callsWhenLoaded(async () => (await load()).rooms, ROOMS_CALLS),
    roomAllotments: callsWhenLoaded(async () => (await load()).roomAllotments, { create, approve, reject, remove }),
    reports: callsWhenLoaded(async () => (await load()).reports, REPORTS_CALLS),
  };
}

/**
 * A port whose adapter is loaded on first use (the HTTP adapter, or the Firestore adapter and its
 * SDK: they stay out of the first-load JS). A failed load is retried on the next call. What a
 * visitor reads (a token's check, the notice board) is served by `publicReads`, so the home page
 * and the QR's page load neither the adapter nor the Auth SDK. The dining and room calls and the
 * room applications' writes are the API's (`api`, signed in); only their listeners wait for the adapter.
 */
export function deferredPort(load: () => Promise<RecordsPort>, publicReads: PublicReads, api: SignedInApi): DataPort {
  const port = loadedOnce(load);

  const forward = <G extends Exclude<keyof RecordsPort, 'live' | 'dining' | 'rooms'>>(
    group: G,
    methods: Record<keyof RecordsPort[G], true>,
  ) => callsWhenLoaded(async () => (await port())[group], methods);

  const notices = forward('notices', { upload: true, remove: true });
  return {
    users: forward('users', { me: true, list: true, create: true, updateMe: true }),
    tokenPurchases: forward('tokenPurchases', { ...REQUEST_CALLS, attachPdf: true, attachedPdf: true }),
    hallFees: forward('hallFees', REQUEST_CALLS),
    roomAllotments: { ...api.roomAllotments, ...forward('roomAllotments', { page: true, count: true }) },
    complaints: forward('complaints', { create: true, page: true, count: true, remove: true }),
    notices: { ...notices, ...publicReads.notices },
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
