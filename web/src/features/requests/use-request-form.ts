// The four student requests on the one form pattern (hooks/use-form.ts): a request is sent through
// the one mutation helper (so the student's history of it loads afresh) and counts as stored only
// when the answer carries insertedId; the spec's success dialog then offers its history.
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { datesOrderProblem, messages, type InsertAnswer, type StudentUser } from '@hall/model';
import { FormFailure, useForm, type FormValues } from '../../hooks/use-form.ts';
import { useMyUser } from '../../hooks/use-my-user.ts';
import type { DataPort } from '../../lib/data/port.ts';
import { useMutate } from '../../lib/data/query.ts';
import { showSuccessDialog } from './show-success.ts';

export type { FormField, FormValues } from '../../hooks/use-form.ts';

/** The groups a student files into. */
export type RequestGroup = 'tokenPurchases' | 'hallFees' | 'roomAllotments' | 'complaints';
type InputOf<G extends RequestGroup> = Parameters<DataPort[G]['create']>[0];

export interface RequestFormOptions<Values extends FormValues, G extends RequestGroup> {
  /** Where the request is filed: its `create`, and the queries it changes. */
  group: G;
  initial: Values;
  schema: z.ZodMiniType<InputOf<G>>;
  /** The spec's dialog text for a stored submission. */
  successMessage: string;
  /** The field a 409 (a transaction id already used) belongs to. */
  conflictField?: keyof Values & string;
  /** The history page the success dialog offers (e.g. 'See token history'). */
  history?: { label: string; path: string };
  /** Fields the student's own record fills in (still editable): the room form's first student id. */
  prefill?: (user: StudentUser) => Partial<Values>;
}

/** The form's state and handlers, with the signed-in student's identity the shell shows. */
export function useRequestForm<Values extends FormValues, G extends RequestGroup>(
  options: RequestFormOptions<Values, G>,
) {
  const { group, initial, schema, successMessage, conflictField, history, prefill } = options;
  const navigate = useNavigate();
  const mutate = useMutate();
  const identity = useMyUser();
  const form = useForm<Values, InputOf<G>>({
    initial,
    schema,
    crossCheck: datesOrderProblem,
    ...(conflictField ? { conflictField } : {}),
    ...(prefill && identity.status === 'found' ? { prefill: prefill(identity.user) } : {}),
    send: async (input) => {
      const create = (data: DataPort) => (data[group].create as (input: InputOf<G>) => Promise<InsertAnswer>)(input);
      const answer = await mutate(create, [[group]]);
      if (!answer || typeof answer.insertedId !== 'string' || answer.insertedId === '')
        throw new FormFailure(messages.api.internal); // answered, but nothing stored
      void showSuccessDialog(successMessage, history && { label: history.label, open: () => navigate(history.path) });
    },
  });
  return { ...form, identity };
}
