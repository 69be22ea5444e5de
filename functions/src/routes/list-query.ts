import type { Request } from 'express';
import { APPROVED_PART, messages, PENDING_PART } from '@hall/model';
import { HttpError } from '../http/errors.ts';
import { MAX_PAGE_SIZE, type ListFilter, type PageRequest } from '../store/port.ts';

/**
 * The admin lists' query (decision 016): `limit` (1 to 200) asks for one page, `after` for the
 * page after the one whose `next` it is, `id` narrows to student ids starting with it, `status`
 * to `pending` or `approved`. Without any of them a list answers the whole array, as before.
 */
export interface ListQuery {
  filter: ListFilter;
  /** Null for the unpaged answer. */
  page: Omit<PageRequest, keyof ListFilter> | null;
}

const invalid = (field: string, message: string) =>
  new HttpError(400, 'invalid_query', messages.api.invalidBody, { [field]: message });

/** One string value of a query parameter, or undefined; repeated or nested values are refused. */
function single(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(name, `Give ${name} once.`);
  return value;
}

export function readListQuery(req: Request, options: { paging: boolean }): ListQuery {
  const filter: ListFilter = {};
  const id = single(req, 'id')?.trim();
  if (id !== undefined && id !== '') {
    if (id.length > 32 || !/^[\p{L}\p{N}_-]+$/u.test(id)) throw invalid('id', 'Search by the digits of a student id.');
    filter.idPrefix = id;
  }
  const status = single(req, 'status');
  if (status !== undefined) {
    if (status !== PENDING_PART && status !== APPROVED_PART)
      throw invalid('status', 'The status is pending or approved.');
    filter.status = status;
  }
  if (!options.paging) return { filter, page: null };

  const limitText = single(req, 'limit');
  const after = single(req, 'after');
  if (limitText === undefined) {
    if (after !== undefined || filter.idPrefix !== undefined || filter.status !== undefined) {
      throw invalid('limit', `Give a limit (1 to ${MAX_PAGE_SIZE}) to search, filter or page.`);
    }
    return { filter, page: null };
  }
  const limit = Number(limitText);
  if (!/^\d{1,3}$/.test(limitText) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw invalid('limit', `The limit is 1 to ${MAX_PAGE_SIZE}.`);
  if (after !== undefined && (after === '' || after.length > 1000)) throw invalid('after', 'Not a page cursor.');
  return { filter, page: { limit, ...(after === undefined ? {} : { after }) } };
}
