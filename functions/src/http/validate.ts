import type { z } from 'zod/mini';
import { fieldErrors } from '@hall/model';
import { invalidBody } from './errors.ts';

/** Parses a request body with one of the hall model's schemas, or throws a 400 naming each field. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw invalidBody(fieldErrors(result.error));
  return result.data;
}
