import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '../../components/ui/text-field.tsx';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { BODY_ERROR_KEY, contactMessageInput, fieldErrors, LIMITS, messages } from '@hall/model';
import { VerifyEmailNotice } from '../../components/ui/verify-email-notice.tsx';
import { env } from '../../config/env.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useData } from '../../lib/data/context.ts';
import { DataError } from '../../lib/data/port.ts';
import { deliverMessage } from './deliver-message.ts';

const EMPTY = { from_name: '', user_email: '', message: '' };
type Field = keyof typeof EMPTY;

/** Said when neither the portal nor the e-mail service took the message; what was typed stays. */
export const NOT_SENT = 'Your message was not sent. Please try again.';

/** /contact: a message to the hall office. */
export function ContactForm() {
  usePageTitle('Contact');
  const data = useData();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = contactMessageInput.safeParse(values);
    if (!parsed.success) {
      const problems = fieldErrors(parsed.error);
      setErrors(problems);
      setFormError(problems[BODY_ERROR_KEY] ?? null);
      return;
    }
    setSending(true);
    setFormError(null);
    const result = await deliverMessage(data, env.emailjs, parsed.data);
    setSending(false);
    if (result.delivered) {
      setValues(EMPTY);
      setErrors({});
      toast.success(messages.contact.sent);
      return;
    }
    const error = result.error;
    if (error instanceof DataError && error.fields) setErrors(error.fields);
    setFormError(error instanceof DataError ? `${NOT_SENT} ${error.message}` : NOT_SENT);
  }

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, my: 3, mx: 'auto', maxWidth: '40rem' }}>
      <Stack component="form" spacing={2.5} onSubmit={onSubmit} aria-label="Contact">
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, color: 'primary.dark' }}>
          Contact
        </Typography>
        <VerifyEmailNotice />
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          label="Name"
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
          {...field('from_name')}
        />
        <TextField label="Email" type="email" required autoComplete="email" {...field('user_email')} />
        <TextField
          label="Message"
          required
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: LIMITS.message } }}
          {...field('message')}
        />
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ alignSelf: 'flex-start' }}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </Stack>
    </Paper>
  );
}
