// The portal's one form pattern (issue 15): values held by name, the hall model's zod schema as
// the only validation, every field's message beside its input, the rest above the form. The
// browser's required checks have run by the time onSubmit fires; then the schema, then `send`.
// The form resets only after `send` resolves; a failure keeps what was typed and says why.
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { BODY_ERROR_KEY, fieldErrors, messages } from '@hall/model';
import { DataError } from '../lib/data/port.ts';

export type FormValues = Record<string, string>;

/** What an input takes from the form: its value, its change handler and its message. */
export interface FormField {
  name: string;
  value: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

export interface FormOptions<Values extends FormValues, Input> {
  initial: Values;
  schema: z.ZodMiniType<Input>;
  /** Sends the parsed input; resolves once it is stored (the form then resets), throws otherwise. */
  send: (input: Input) => Promise<void>;
  /** Problems the schema alone cannot see (the order of two dates, a room not in the hall's list), checked with it. */
  crossCheck?: (values: Values) => Record<string, string>;
  /** The field a 409 (a transaction id already used) belongs to. */
  conflictField?: keyof Values & string;
  /** The text above the form for a failure without per-field messages (default: the error's own). */
  failureText?: (error: unknown) => string;
  /** The text above the form when the schema refuses it (sign-up: the spec's first failing check). */
  refusalSummary?: (values: Values) => string | null;
  /** Empty the form after a successful send (a new request); false keeps what was saved (an editor). */
  resetAfterSend?: boolean;
  /**
   * What the page knows already (the student's own id, their name and e-mail), filled into the
   * fields still empty once it is known and after every reset; the student may still change it.
   */
  prefill?: Partial<Values>;
}

/** A failure `send` explains itself: its message goes above the form, nothing is logged. */
export class FormFailure extends Error {}

const defaultFailureText = (error: unknown) => (error instanceof DataError ? error.message : messages.api.internal);

export function useForm<Values extends FormValues, Input>(options: FormOptions<Values, Input>) {
  const {
    initial,
    schema,
    send,
    crossCheck,
    conflictField,
    refusalSummary,
    failureText = defaultFailureText,
    prefill,
  } = options;
  const resetAfterSend = options.resetAfterSend ?? true;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Keyed by content: a page passes a new object on every render.
  const prefillKey = JSON.stringify(prefill ?? {});
  useEffect(() => {
    const known = JSON.parse(prefillKey) as Partial<Values>;
    const names = Object.keys(known).filter((name) => known[name]);
    if (names.length === 0) return;
    setValues((current) => {
      const empty = names.filter((name) => !current[name]);
      return empty.length === 0
        ? current
        : { ...current, ...Object.fromEntries(empty.map((name) => [name, known[name]])) };
    });
    // A field just filled in is no longer missing.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));
  }, [prefillKey]);

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

  /** Per-field messages beside their inputs; the rest above the form (or `fallback` when none is per field). */
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
    const crossProblems = crossCheck?.(values) ?? {};
    if (!parsed.success || Object.keys(crossProblems).length > 0) {
      // Every field's problem at once, the cross-checks included (a room choice not in the hall's
      // list is one even when the schema accepts the form).
      showProblems(
        { ...crossProblems, ...(parsed.success ? {} : fieldErrors(parsed.error)) },
        messages.api.invalidBody,
      );
      const summary = refusalSummary?.(values);
      if (summary) setFormError(summary);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      await send(parsed.data);
      if (resetAfterSend) setValues({ ...initial, ...prefill });
      setErrors({});
    } catch (error) {
      if (error instanceof FormFailure) showProblems({}, error.message);
      else if (!(error instanceof DataError)) {
        console.error('The submission failed:', error);
        showProblems({}, failureText(error));
      } else if (error.status === 409 && conflictField) showProblems({ [conflictField]: error.message }, error.message);
      else if (error.fields && Object.keys(error.fields).length > 0) showProblems(error.fields, failureText(error));
      else showProblems({}, failureText(error));
    } finally {
      setSubmitting(false);
    }
  }

  /** Sets fields the page fills in itself (a package's amount and end date); a value set is no longer missing. */
  const set = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    forgetErrorsOf(Object.keys(patch));
  };

  function forgetErrorsOf(names: string[]) {
    setErrors((current) => {
      if (!names.some((name) => name in current)) return current;
      const rest = { ...current };
      for (const name of names) delete rest[name];
      return rest;
    });
  }

  /** Forgets the messages shown (the page is about to say something else above the form). */
  const clearProblems = () => {
    setErrors({});
    setFormError(null);
  };

  return { values, field, set, errors, formError, submitting, onSubmit, clearProblems };
}
