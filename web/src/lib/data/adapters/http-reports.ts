// The office's reports over the portal's API (decision 035's routes), in both modes. Its own
// chunk, loaded on the first call (http.ts): only the office ever asks for them.
import type { ReportsPort } from '../port.ts';
import type { ApiCall } from './http-dining.ts';

/** The reports port's API calls: the period and the query ride in the query string. */
export function httpReports(call: ApiCall): ReportsPort {
  const period = ({ level, term, from, to }: Parameters<ReportsPort['dues']>[0]) =>
    new URLSearchParams({ level: String(level), term: String(term), from, to });
  return {
    dues: (of, { search, page } = {}) => {
      const query = period(of);
      if (search !== undefined && search.trim() !== '') query.set('search', search.trim());
      if (page !== undefined && page > 1) query.set('page', String(page));
      return call('GET', `/reports/dues?${query.toString()}`);
    },
    duesList: (of) => call('GET', `/reports/dues/all?${period(of).toString()}`),
    collections: () => call('GET', '/reports/collections'),
    queue: () => call('GET', '/reports/queue'),
  };
}
