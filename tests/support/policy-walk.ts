// Walking the access policy's cells (hall-model policyCells) over an API's routes, as the dining and
// rooms suites do: every actor calls each route, and gets the route's success status where the
// policy allows it, else 401 (a visitor) or 403.
import { expect } from 'vitest';
import { policyCells, type Actor, type Operation, type Resource } from '@hall/model';
import { api } from './portal.ts';

export type Caller = { idToken: string } | undefined;

/** One JSON call to the back end as `caller` (none: a visitor). */
export const apiCaller =
  (backend: () => { url: string }) =>
  <T = Record<string, unknown>>(method: string, path: string, caller?: Caller, json?: unknown) =>
    api<T>(backend(), method, path, {
      ...(caller ? { token: caller.idToken } : {}),
      ...(json === undefined ? {} : { json }),
    });

export interface PolicyRoute {
  method: string;
  path: () => string;
  body?: () => unknown;
  resource: Resource;
  operation: Operation;
  /** The route acts on the owner's record: a student plays `owner` there (elsewhere no one does). */
  owned?: boolean;
  /** The status of an allowed call: 200 unless it makes something. */
  success?: number;
}

export interface WalkedCell {
  actor: Actor;
  caller: Caller;
  allowed: boolean;
  /** Names the cell in a failure (the actor unless given). */
  label?: string;
}

/** The policy's cells of the route, each with the account that plays the actor. */
export function routeCells(route: PolicyRoute, callers: Record<Actor, Caller>): WalkedCell[] {
  return policyCells()
    .filter((cell) => cell.resource === route.resource && cell.operation === route.operation)
    .filter((cell) => route.owned || cell.actor !== 'owner')
    .map(({ actor, allowed }) => ({ actor, caller: callers[actor], allowed }));
}

/** Calls the route as each cell's caller and expects the policy's answer. */
export async function walkCells(route: PolicyRoute, cells: readonly WalkedCell[], call: ReturnType<typeof apiCaller>) {
  for (const { actor, caller, allowed, label } of cells) {
    const answer = await call(route.method, route.path(), caller, route.body?.());
    if (allowed) expect(answer.status, label ?? actor).toBe(route.success ?? 200);
    else expect(answer.status, label ?? actor).toBe(actor === 'visitor' ? 401 : 403);
  }
}
