import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '../../components/ui/text-field.tsx';
import Typography from '@mui/material/Typography';
import { toast } from '../../components/ui/toast.ts';
import { contactMessageInput, LIMITS, messages } from '@hall/model';
import { VerifyEmailNotice } from '../../components/ui/verify-email-notice.tsx';
import { env } from '../../config/env.ts';
import { FormFailure, useForm } from '../../hooks/use-form.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useData } from '../../lib/data/context.ts';
import { DataError } from '../../lib/data/port.ts';
import { deliverMessage } from './deliver-message.ts';

const EMPTY = { from_name: '', user_email: '', message: '' };

/** Said when neither the portal nor the e-mail service took the message; what was typed stays. */
export const NOT_SENT = 'Your message was not sent. Please try again.';

/** /contact: a message to the hall office. */
export function ContactForm() {
  usePageTitle('Contact');
  const data = useData();
  const form = useForm({
    initial: EMPTY,
    schema: contactMessageInput,
    failureText: (error) => (error instanceof DataError ? `${NOT_SENT} ${error.message}` : NOT_SENT),
    send: async (input) => {
      const result = await deliverMessage(data, env.emailjs, input);
      if (!result.delivered) throw result.error ?? new FormFailure(NOT_SENT);
      toast.success(messages.contact.sent);
    },
  });
  const { field, formError } = form;

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, my: 3, mx: 'auto', maxWidth: '40rem' }}>
      <Stack component="form" spacing={2.5} onSubmit={form.onSubmit} aria-label="Contact">
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.submitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {form.submitting ? 'Sending…' : 'Send'}
        </Button>
      </Stack>
    </Paper>
  );
}
