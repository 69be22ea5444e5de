// What the dining counter sees after scanning a meal token's QR code: the server's answer in type
// big enough to read on a phone held at arm's length. No sign-in; the answer holds only what the
// printed token shows.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { messages, type TokenVerification } from '@hall/model';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useData } from '../../lib/data/context.ts';
import { formatDate } from '../../lib/format-date.ts';
import { DataError } from '../../lib/data/port.ts';

type State =
  | { status: 'loading' }
  | { status: 'answered'; answer: TokenVerification }
  | { status: 'unknown' }
  | { status: 'error'; message: string };

const VERDICT_STYLE = {
  valid: { bgcolor: 'success.main', color: 'success.contrastText' },
  invalid: { bgcolor: 'error.main', color: 'error.contrastText' },
} as const;

function Verdict({ valid, reason }: { valid: boolean; reason?: string }) {
  return (
    <Box
      role="status"
      sx={{ ...VERDICT_STYLE[valid ? 'valid' : 'invalid'], borderRadius: 2, p: { xs: 2, sm: 3 }, textAlign: 'center' }}
    >
      <Typography
        component="p"
        data-testid="verdict"
        sx={{ fontSize: { xs: '2.75rem', sm: '3.5rem' }, fontWeight: 800, lineHeight: 1.1 }}
      >
        {valid ? 'Valid' : 'Not valid'}
      </Typography>
      {reason ? <Typography sx={{ fontSize: '1.35rem', mt: 1 }}>{reason}</Typography> : null}
    </Box>
  );
}

function reasonOf(answer: TokenVerification): string | undefined {
  if (answer.rejected) return 'Rejected by the office.';
  if (!answer.approved) return 'Not approved by the office yet.';
  if (!answer.inPeriod)
    return answer.today < answer.startDate ? 'The period has not started yet.' : 'The period is over.';
  return undefined;
}

function Answer({ answer }: { answer: TokenVerification }) {
  const rows: Array<[string, string]> = [
    ['Student ID', answer.studentId],
    ['Name', answer.name],
    ['Package', answer.package],
    ['From', formatDate(answer.startDate)],
    ['To', formatDate(answer.endDate)],
    ['Approved', answer.approved ? 'Yes' : 'No'],
    [`Today (${formatDate(answer.today)}) inside the period`, answer.inPeriod ? 'Yes' : 'No'],
  ];
  const reason = reasonOf(answer);
  return (
    <Stack spacing={2}>
      <Verdict valid={answer.valid} {...(reason ? { reason } : {})} />
      <Paper variant="outlined" component="dl" sx={{ m: 0, p: 2, display: 'grid', gap: 1.5 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: '1rem' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Paper>
    </Stack>
  );
}

export function VerifyPage({ id }: { id: string }) {
  usePageTitle('Verify meal token');
  const { verify } = useData();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    let active = true;
    verify.token(id).then(
      (answer) => active && setState({ status: 'answered', answer }),
      (error: unknown) => {
        if (!active) return;
        if (error instanceof DataError && error.status === 404) setState({ status: 'unknown' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : messages.api.internal });
      },
    );
    return () => {
      active = false;
    };
  }, [verify, id, attempt]);

  return (
    <Stack
      component="section"
      spacing={2}
      aria-label="Meal token check"
      sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}
    >
      <Typography variant="h5" component="h1" color="primary.dark">
        Meal token check
      </Typography>
      {state.status === 'loading' ? <Spinner label="Checking the token…" /> : null}
      {state.status === 'answered' ? <Answer answer={state.answer} /> : null}
      {state.status === 'unknown' ? <Verdict valid={false} reason="No meal token has this number." /> : null}
      {state.status === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="large" onClick={retry}>
              Try again
            </Button>
          }
        >
          {`The token could not be checked: ${state.message}`}
        </Alert>
      ) : null}
    </Stack>
  );
}
