// One submission flow for the student forms: the browser's required checks have run by the time
// onSubmit fires; then the hall model's schema, then the data port. The form resets only when the
// answer carries insertedId; anything else keeps what the student typed and says what went wrong.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { BODY_ERROR_KEY, datesOrderProblem, fieldErrors, messages, type InsertAnswer } from '@hall/model';
import { DataError } from '../../lib/data/port.ts';
import { showSuccessDialog } from './show-success.ts';

export type FormValues = Record<string, string>;

/** What an input takes from the form: its value, its change handler and its message. */
export interface FormField {
  name: string;
  value: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

export interface RequestFormOptions<Values extends FormValues, Input> {
  initial: Values;
  schema: z.ZodMiniType<Input>;
  submit: (input: Input) => Promise<InsertAnswer>;
  /** The spec's dialog text for a stored submission. */
  successMessage: string;
  /** The field a 409 (a transaction id already used) belongs to. */
  conflictField?: keyof Values & string;
  /** The history page the success dialog offers (e.g. 'See token history'). */
  history?: { label: string; path: string };
}

export function useRequestForm<Values extends FormValues, Input>(options: RequestFormOptions<Values, Input>) {
  const { initial, schema, submit, successMessage, conflictField, history } = options;
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof Values & string): FormField => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    },
    error: name in errors,
    helperText: errors[name],
  });

  /** Per-field messages beside their inputs; the rest above the form. */
  function showProblems(problems: Record<string, string>, fallback: string) {
    const beside: Record<string, string> = {};
    const above: string[] = [];
    for (const [key, message] of Object.entries(problems)) {
      if (key !== BODY_ERROR_KEY && key in initial) beside[key] = message;
      else above.push(message);
    }
    setErrors(beside);
    setFormError(above.length > 0 ? above.join(' ') : Object.keys(beside).length > 0 ? null : fallback);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      // Every field's problem at once, the dates' order included.
      showProblems({ ...datesOrderProblem(values), ...fieldErrors(parsed.error) }, messages.api.invalidBody);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const answer = await submit(parsed.data);
      if (answer && typeof answer.insertedId === 'string' && answer.insertedId !== '') {
        setValues(initial);
        setErrors({});
        void showSuccessDialog(successMessage, history && { label: history.label, open: () => navigate(history.path) });
      } else {
        setFormError(messages.api.internal);
      }
    } catch (error) {
      if (error instanceof DataError) {
        if (error.status === 409 && conflictField) showProblems({ [conflictField]: error.message }, error.message);
        else if (error.fields && Object.keys(error.fields).length > 0) showProblems(error.fields, error.message);
        else showProblems({}, error.message);
      } else {
        console.error('The submission failed:', error);
        showProblems({}, messages.api.internal);
      }
    } finally {
      setSubmitting(false);
    }
  }

  /** Sets fields the page fills in itself (a package's amount and end date). */
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  return { values, field, set, errors, formError, submitting, onSubmit };
}
