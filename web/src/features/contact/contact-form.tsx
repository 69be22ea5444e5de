import { Alert } from '../../components/ui/alert.tsx';
import TextField from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { contactMessageInput, LIMITS, messages } from '@hall/model';
import { contactText } from '@hall/model/texts/contact';
import { VerifyEmailNotice } from '../../components/ui/verify-email-notice.tsx';
import { env } from '../../config/env.ts';
import { FormFailure, useForm } from '../../hooks/use-form.ts';
import { useMyUser } from '../../hooks/use-my-user.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { DataError } from '../../lib/data/port.ts';
import { useMutate } from '../../lib/data/query.ts';
import { deliverMessage } from './deliver-message.ts';
import { Button } from '../../components/ui/button.tsx';

const EMPTY = { from_name: '', user_email: '', message: '' };

/** Said when neither the portal nor the e-mail service took the message; what was typed stays. */
export const NOT_SENT = contactText.notSent;

/** /contact: a message to the hall office. */
export function ContactForm() {
  usePageTitle(contactText.title);
  const mutate = useMutate();
  const { user, isAdmin } = useAuth();
  // The name on the student's hall record (they may have changed it since signing up), else the account's.
  const skipRecord = !user || isAdmin;
  const me = useMyUser({ skip: skipRecord });
  // Waits for the record rather than filling in the account's name and keeping it.
  const name =
    me.status === 'found' ? me.user.name : me.status === 'loading' && !skipRecord ? '' : (user?.displayName ?? '');
  const form = useForm({
    initial: EMPTY,
    schema: contactMessageInput,
    failureText: (error) => (error instanceof DataError ? `${NOT_SENT} ${error.message}` : NOT_SENT),
    send: async (input) => {
      const result = await mutate((data) => deliverMessage(data, env.emailjs, input), [['contactMessages']]);
      if (!result.delivered) throw result.error ?? new FormFailure(NOT_SENT);
      toast.success(messages.contact.sent);
    },
    // Filled in, still editable: the spec's form has these fields for the student to fill.
    prefill: {
      from_name: name,
      user_email: user?.email ?? '',
    },
  });
  const { field, formError } = form;

  return (
    <section className="card">
      <form className="stack" onSubmit={form.onSubmit} aria-label={contactText.title}>
        <h1 className="card__title">{contactText.title}</h1>
        <VerifyEmailNotice />
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          label={contactText.name}
          required
          autoComplete="name"
          htmlInput={{ maxLength: LIMITS.name }}
          {...field('from_name')}
        />
        <TextField label={contactText.email} type="email" required autoComplete="email" {...field('user_email')} />
        <TextField
          label={contactText.message}
          required
          rows={5}
          htmlInput={{ maxLength: LIMITS.message }}
          {...field('message')}
        />
        <Button type="submit" align="start" disabled={form.submitting}>
          {form.submitting ? contactText.sending : contactText.send}
        </Button>
      </form>
    </section>
  );
}
