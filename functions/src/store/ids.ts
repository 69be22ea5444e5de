import { randomBytes } from 'node:crypto';

/** A Mongo-like 24-hex id, as the original contract's clients expect of `_id` and `insertedId`. */
export const newId = (): string => randomBytes(12).toString('hex');
