import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { MyUserState } from '../../hooks/use-my-user.ts';
import { VerifyEmailNotice } from '../../components/ui/verify-email-notice.tsx';
import { IdentityBlock } from './identity-block.tsx';

export interface RequestFormShellProps {
  title: string;
  identity: MyUserState;
  formError: string | null;
  submitting: boolean;
  submitLabel?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown between the title and the identity (the room allotment marquee). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame every student form shares: heading, the student's identity, the fields, the submit button. */
export function RequestFormShell(props: RequestFormShellProps) {
  const { title, identity, formError, submitting, submitLabel = 'Submit', onSubmit, notice, children } = props;
  usePageTitle(title);
  // Without a user record the API would refuse the request (404), so the form waits for one.
  const canSubmit = identity.status === 'found' && !submitting;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, my: 3, mx: 'auto', maxWidth: '48rem' }}>
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, color: 'primary.dark' }}>
          {title}
        </Typography>
        <VerifyEmailNotice />
        {notice}
        <IdentityBlock state={identity} />
        {/* noValidate: the page names every missing or wrong field at once (the browser stops at the first). */}
        <Stack component="form" spacing={2.5} onSubmit={onSubmit} aria-label={title} noValidate>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          {children}
          <Button type="submit" variant="contained" size="large" disabled={!canSubmit} sx={{ alignSelf: 'flex-start' }}>
            {submitting ? 'Submitting…' : submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
