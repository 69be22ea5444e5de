// The reports' queries over the data port (cached by key, as every list's). Kept with the page, so
// the shared queries module (loaded by every page) does not grow.
import type { CollectionsReport, DuesPage, DuesPeriod, QueueReport } from '@hall/model';
import type { Query } from '../../../lib/data/query.ts';

export const reportQueries = {
  dues: (period: DuesPeriod, search: string, page: number): Query<DuesPage> => ({
    key: ['reports', 'dues', period, search, page],
    load: (data) => data.reports.dues(period, { search, page }),
  }),
  collections: (): Query<CollectionsReport> => ({
    key: ['reports', 'collections'],
    load: (data) => data.reports.collections(),
  }),
  queue: (): Query<QueueReport> => ({ key: ['reports', 'queue'], load: (data) => data.reports.queue() }),
};
