// The four student requests on the one form pattern (hooks/use-form.ts): a request counts as
// stored only when the answer carries insertedId; the spec's success dialog then offers its history.
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { datesOrderProblem, messages, type InsertAnswer, type StudentUser } from '@hall/model';
import { FormFailure, useForm, type FormValues } from '../../hooks/use-form.ts';
import { useMyUser } from '../../hooks/use-my-user.ts';
import { useData } from '../../lib/data/context.ts';
import type { DataPort } from '../../lib/data/port.ts';
import { showSuccessDialog } from './show-success.ts';

export type { FormField, FormValues } from '../../hooks/use-form.ts';

export interface RequestFormOptions<Values extends FormValues, Input> {
  initial: Values;
  schema: z.ZodMiniType<Input>;
  submit: (data: DataPort, input: Input) => Promise<InsertAnswer>;
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
export function useRequestForm<Values extends FormValues, Input>(options: RequestFormOptions<Values, Input>) {
  const { initial, schema, submit, successMessage, conflictField, history, prefill } = options;
  const navigate = useNavigate();
  const data = useData();
  const identity = useMyUser();
  const form = useForm<Values, Input>({
    initial,
    schema,
    crossCheck: datesOrderProblem,
    ...(conflictField ? { conflictField } : {}),
    ...(prefill && identity.status === 'found' ? { prefill: prefill(identity.user) } : {}),
    send: async (input) => {
      const answer = await submit(data, input);
      if (!answer || typeof answer.insertedId !== 'string' || answer.insertedId === '')
        throw new FormFailure(messages.api.internal); // answered, but nothing stored
      void showSuccessDialog(successMessage, history && { label: history.label, open: () => navigate(history.path) });
    },
  });
  return { ...form, identity };
}
