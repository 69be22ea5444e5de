// What the dining counter sees after scanning a meal token's QR code: the server's answer in type
// big enough to read on a phone held at arm's length. No sign-in; the answer holds only what the
// printed token shows.
import { useCallback, useEffect, useState } from 'react';
import { messages, type TokenVerification } from '@hall/model';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Facts } from '../../components/ui/facts.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useData } from '../../lib/data/context.ts';
import { formatDate } from '../../lib/format-date.ts';
import { DataError } from '../../lib/data/port.ts';
import './verify.css';

type State =
  | { status: 'loading' }
  | { status: 'answered'; answer: TokenVerification }
  | { status: 'unknown' }
  | { status: 'error'; message: string };

function Verdict({ valid, reason }: { valid: boolean; reason?: string }) {
  return (
    <div role="status" className={`verdict verdict--${valid ? 'valid' : 'invalid'}`}>
      <p className="verdict__word" data-testid="verdict">
        {valid ? 'Valid' : 'Not valid'}
      </p>
      {reason ? <p className="verdict__reason">{reason}</p> : null}
    </div>
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
    <div className="stack">
      <Verdict valid={answer.valid} {...(reason ? { reason } : {})} />
      <Card fill>
        <Facts rows={rows} className="verify__facts" />
      </Card>
    </div>
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
    <section className="stack verify" aria-label="Meal token check">
      <h1 className="page-title">Meal token check</h1>
      {state.status === 'loading' ? <Spinner label="Checking the token…" /> : null}
      {state.status === 'answered' ? <Answer answer={state.answer} /> : null}
      {state.status === 'unknown' ? <Verdict valid={false} reason="No meal token has this number." /> : null}
      {state.status === 'error' ? (
        <Alert severity="error">
          <div className="verify__failure">
            {`The token could not be checked: ${state.message}`}
            <Button variant="danger" size="large" onClick={retry}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : null}
    </section>
  );
}
