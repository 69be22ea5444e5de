import { isRecordId } from '@hall/model';
import { notFound } from '../http/errors.ts';

/** A path's record id; anything not shaped like one of ours cannot exist, so it is a 404. */
export function recordId(value: string | string[] | undefined): string {
  if (!isRecordId(value)) throw notFound();
  return value;
}
