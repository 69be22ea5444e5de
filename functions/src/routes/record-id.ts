import { notFound } from '../http/errors.ts';

const RECORD_ID = /^[0-9a-f]{24}$/;

/** A path's record id; anything not shaped like one of ours cannot exist, so it is a 404. */
export function recordId(value: string | string[] | undefined): string {
  if (typeof value !== 'string' || !RECORD_ID.test(value)) throw notFound();
  return value;
}
