// The four student requests on the one form pattern (hooks/use-form.ts): a request is sent through
// the one mutation helper (so the student's history of it loads afresh) and counts as stored only
// when the answer carries insertedId; the spec's success dialog then offers its history.
import { useNavigate } from 'react-router-dom';
import { requestsText } from '@hall/model/texts/requests';
import type { z } from 'zod/mini';
import {
  complaintInput,
  datesOrderProblem,
  hallFeeInput,
  messages,
  roomAllotmentInput,
  tokenPurchaseInput,
  type InsertAnswer,
  type StudentUser,
} from '@hall/model';
import { paths } from '../../config/paths.ts';
import { FormFailure, useForm, type FormValues } from '../../hooks/use-form.ts';
import { useMyUser } from '../../hooks/use-my-user.ts';
import type { DataPort, SendOptions } from '../../lib/data/port.ts';
import { useMutate } from '../../lib/data/query.ts';
import { useOutboxSender, useSendOrKeep } from '../../lib/data/offline/use-offline.ts';
import { showSuccessDialog } from './show-success.ts';

export type { FormField, FormValues } from '../../hooks/use-form.ts';

/** The groups a student files into. */
export type RequestGroup = 'tokenPurchases' | 'hallFees' | 'roomAllotments' | 'complaints';
type InputOf<G extends RequestGroup> = Parameters<DataPort[G]['create']>[0];

/** What each group's form checks, says once stored (the spec's dialog text), and offers next. */
const REQUEST_FORMS: {
  [G in RequestGroup]: {
    schema: z.ZodMiniType<InputOf<G>>;
    successMessage: string;
    /** The history page the success dialog offers (e.g. 'See token history'). */
    history?: { label: string; path: string };
  };
} = {
  tokenPurchases: {
    schema: tokenPurchaseInput,
    successMessage: messages.forms.tokenSubmitted,
    history: { label: requestsText.seeTokenHistory, path: paths.profile.tokenHistory },
  },
  hallFees: {
    schema: hallFeeInput,
    successMessage: messages.forms.hallFeeSubmitted,
    history: { label: requestsText.seeHallFeeHistory, path: paths.profile.hallFeeHistory },
  },
  roomAllotments: {
    schema: roomAllotmentInput,
    successMessage: messages.forms.roomApplicationSubmitted,
    history: { label: requestsText.seeRoomHistory, path: paths.profile.roomHistory },
  },
  complaints: { schema: complaintInput, successMessage: messages.forms.complaintSubmitted },
};

export interface RequestFormOptions<Values extends FormValues> {
  initial: Values;
  /** The field a 409 (a transaction id already used) belongs to. */
  conflictField?: keyof Values & string;
  /** Fields the student's own record fills in (still editable): the room form's first student id. */
  prefill?: (user: StudentUser) => Partial<Values>;
  /** The form's own checks beside the schema's (the room choices against the hall's rooms). */
  crossCheck?: (values: Values) => Record<string, string>;
}

/** The form's state and handlers, with the signed-in student's identity the shell shows. */
export function useRequestForm<Values extends FormValues, G extends RequestGroup>(
  group: G,
  options: RequestFormOptions<Values>,
) {
  const { initial, conflictField, prefill, crossCheck } = options;
  const { schema, successMessage, history } = REQUEST_FORMS[group];
  const navigate = useNavigate();
  const mutate = useMutate();
  const identity = useMyUser();
  // A form sent with no network waits on the device (issue 33); this page sends what waits.
  const sendOrKeep = useSendOrKeep();
  useOutboxSender();
  const form = useForm<Values, InputOf<G>>({
    initial,
    schema,
    crossCheck: (values) => ({ ...datesOrderProblem(values), ...crossCheck?.(values) }),
    ...(conflictField ? { conflictField } : {}),
    ...(prefill && identity.status === 'found' ? { prefill: prefill(identity.user) } : {}),
    send: async (input) => {
      type Create = (input: InputOf<G>, options: SendOptions) => Promise<InsertAnswer>;
      const create = (key: string) => (data: DataPort) =>
        (data[group].create as Create)(input, { idempotencyKey: key });
      const answer = await sendOrKeep(group, input, (key) => mutate(create(key), [[group]]));
      if (answer === null) return; // kept: sent when the network returns
      if (!answer || typeof answer.insertedId !== 'string' || answer.insertedId === '')
        throw new FormFailure(messages.api.internal); // answered, but nothing stored
      void showSuccessDialog(successMessage, history && { label: history.label, open: () => navigate(history.path) });
    },
  });
  return { ...form, identity };
}
