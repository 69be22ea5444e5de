// One query per read method of the data port (decision 015). A key starts with the port's group,
// so a change to a group invalidates all of its reads: invalidate([group]).
import type { ContactMessage, Notice, StudentUser } from '@hall/model';
import type { DataPort, ListFilter, ListPage, PageQuery } from './port.ts';
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
};
