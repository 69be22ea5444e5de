// The records' calls over the portal's API (spec section 7): users, requests, complaints,
// messages, transactions, the activity log. Their own chunk, loaded on the first call (http.ts):
// a visitor's home page reads only the notices, so it never loads them.
import type {
  Complaint,
  ContactMessage,
  DeleteAnswer,
  HallFee,
  HallFeeInput,
  InsertAnswer,
  RoomAllotment,
  StudentUser,
  TokenPurchase,
  TokenPurchaseInput,
  TransactionLookup,
  UpdateAnswer,
} from '@hall/model';
import { APPROVED_STATUS, REJECTED_STATUS } from '@hall/model';
import {
  DataError,
  type DataPort,
  type ListFilter,
  type ListPage,
  type PagedList,
  type PageQuery,
  type RequestsPort,
} from '../port.ts';
import { segment } from './http-path.ts';

/** The adapter's request, with its token, retries and error shape. */
export type Send = <T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options?: { query?: Record<string, string>; json?: unknown; idempotencyKey?: string | undefined },
) => Promise<T>;

/** `?limit=&after=&id=&status=&email=&action=` pages and `{path}/count` totals (decision 016). */
function paged<Item>(send: Send, path: string): PagedList<Item> {
  const filterQuery = ({ idPrefix, status, email, action }: ListFilter) => ({
    ...(idPrefix ? { id: idPrefix } : {}),
    ...(status ? { status } : {}),
    ...(email ? { email } : {}),
    ...(action ? { action } : {}),
  });
  return {
    page: ({ limit, after, ...filter }: PageQuery) =>
      send<ListPage<Item>>('GET', path, {
        query: { limit: String(limit), ...(after ? { after } : {}), ...filterQuery(filter) },
      }),
    count: async (filter) =>
      (await send<{ count: number }>('GET', `${path}/count`, { query: filterQuery(filter) })).count,
  };
}

function requests<Item, Input>(send: Send, path: string): RequestsPort<Item, Input> {
  return {
    ...paged<Item>(send, path),
    create: (input, options) =>
      send<InsertAnswer>('POST', path, { json: input, idempotencyKey: options?.idempotencyKey }),
    approve: (id) => send<UpdateAnswer>('PATCH', `${path}/${segment(id)}`, { json: { status: APPROVED_STATUS } }),
    reject: (id, reason) =>
      send<UpdateAnswer>('PATCH', `${path}/${segment(id)}`, {
        json: { status: REJECTED_STATUS, rejectReason: reason },
      }),
    remove: (id) => send<DeleteAnswer>('DELETE', `${path}/${segment(id)}`),
  };
}

export function httpRecords(send: Send) {
  return {
    users: {
      me: async () => {
        try {
          return await send<StudentUser>('GET', '/users/me');
        } catch (error) {
          if (error instanceof DataError && error.status === 404) return null;
          throw error;
        }
      },
      list: () => send<StudentUser[]>('GET', '/users'),
      create: (input) => send<InsertAnswer>('POST', '/users', { json: input }),
      updateMe: (input) => send<UpdateAnswer>('PATCH', '/users/me', { json: input }),
    } satisfies DataPort['users'],
    tokenPurchases: requests<TokenPurchase, TokenPurchaseInput>(send, '/tokenpurches'),
    hallFees: requests<HallFee, HallFeeInput>(send, '/hallfee'),
    roomAllotments: {
      ...paged<RoomAllotment>(send, '/roomallotement'),
      create: (input, options) =>
        send<InsertAnswer>('POST', '/roomallotement', { json: input, idempotencyKey: options?.idempotencyKey }),
      approve: (id, selectedRoom, options) =>
        send<UpdateAnswer>('PATCH', `/roomallotement/${segment(id)}`, {
          json: { status: APPROVED_STATUS, SelectedRoom: selectedRoom, alone: options?.alone },
        }),
      reject: (id, reason) =>
        send<UpdateAnswer>('PATCH', `/roomallotement/${segment(id)}`, {
          json: { status: REJECTED_STATUS, rejectReason: reason },
        }),
      remove: (id) => send<DeleteAnswer>('DELETE', `/roomallotement/${segment(id)}`),
    } satisfies DataPort['roomAllotments'],
    complaints: {
      ...paged<Complaint>(send, '/complains'),
      create: (input, options) =>
        send<InsertAnswer>('POST', '/complains', { json: input, idempotencyKey: options?.idempotencyKey }),
      remove: (id) => send<DeleteAnswer>('DELETE', `/complains/${segment(id)}`),
    } satisfies DataPort['complaints'],
    contactMessages: {
      create: (input) => send<InsertAnswer>('POST', '/messages', { json: input }),
      listAll: () => send<ContactMessage[]>('GET', '/messages'),
    } satisfies DataPort['contactMessages'],
    transactions: {
      find: async (transactionId) => {
        try {
          return await send<TransactionLookup>('GET', `/transactions/${segment(transactionId)}`);
        } catch (error) {
          // Not a refusal: simply no request uses this id.
          if (error instanceof DataError && error.status === 404 && error.code === 'not_found') return null;
          throw error;
        }
      },
    } satisfies DataPort['transactions'],
    activity: paged(send, '/activity') satisfies DataPort['activity'],
  };
}

export type HttpRecords = ReturnType<typeof httpRecords>;
