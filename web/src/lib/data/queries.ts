// One query per read method of the data port (decision 015). A key starts with the port's group,
// so a change to a group invalidates all of its reads: invalidate([group]).
import type {
  ContactMessage,
  DiningStaffListing,
  KitchenCounts,
  MealCheck,
  MealDays,
  MyRooms,
  Notice,
  RoomChoice,
  RoomListing,
  StudentUser,
} from '@hall/model';
import { DataError, type DataPort, type ListFilter, type ListPage, type PageQuery } from './port.ts';
import type { Query } from './query.ts';

/** The groups read a page at a time (decision 016). */
export type PagedGroup = 'tokenPurchases' | 'hallFees' | 'roomAllotments' | 'complaints' | 'activity';

/** What a paged group lists. */
export type ItemOf<G extends PagedGroup> = Awaited<ReturnType<DataPort[G]['page']>>['items'][number];

export const queries = {
  me: (): Query<StudentUser | null> => ({ key: ['users', 'me'], load: (data) => data.users.me() }),
  users: (): Query<StudentUser[]> => ({ key: ['users', 'list'], load: (data) => data.users.list() }),
  page: <G extends PagedGroup>(group: G, query: PageQuery): Query<ListPage<ItemOf<G>>> => ({
    key: [group, 'page', query],
    load: (data) => (data[group] as DataPort[PagedGroup]).page(query) as Promise<ListPage<ItemOf<G>>>,
  }),
  count: (group: PagedGroup, filter: ListFilter): Query<number> => ({
    key: [group, 'count', filter],
    load: (data) => data[group].count(filter),
  }),
  notices: (): Query<Notice[]> => ({ key: ['notices', 'list'], load: (data) => data.notices.list() }),
  contactMessages: (): Query<ContactMessage[]> => ({
    key: ['contactMessages', 'list'],
    load: (data) => data.contactMessages.listAll(),
  }),
  // The dining hall (decision 033): a serving or a switch invalidates ['dining'].
  kitchenCounts: (): Query<KitchenCounts> => ({ key: ['dining', 'counts'], load: (data) => data.dining.counts() }),
  /** null: no token has this id (a 404, an answer the counter shows, not a failure). */
  mealCheck: (tokenId: string): Query<MealCheck | null> => ({
    key: ['dining', 'check', tokenId],
    load: (data) =>
      data.dining.check(tokenId).catch((error: unknown) => {
        if (error instanceof DataError && error.status === 404) return null;
        throw error;
      }),
  }),
  mealDays: (tokenId: string): Query<MealDays> => ({
    key: ['dining', 'mealDays', tokenId],
    load: (data) => data.dining.mealDays(tokenId),
  }),
  diningStaff: (): Query<DiningStaffListing[]> => ({
    key: ['dining', 'staff'],
    load: (data) => data.dining.staff.list(),
  }),
  // The hall's rooms (decision 034). Who lives where follows the room applications, so the office's
  // view (and the allocation fields' rooms with free beds) is under their group: a live change or a
  // decision on an application reloads it too.
  roomListings: (): Query<RoomListing[]> => ({
    key: ['roomAllotments', 'rooms', 'list'],
    load: (data) => data.rooms.list(),
  }),
  roomChoices: (): Query<RoomChoice[]> => ({ key: ['rooms', 'choices'], load: (data) => data.rooms.choices() }),
  myRooms: (): Query<MyRooms> => ({ key: ['rooms', 'mine'], load: (data) => data.rooms.mine() }),
};
