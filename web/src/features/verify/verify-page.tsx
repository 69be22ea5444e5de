// What anyone sees after scanning a meal token's QR code: the server's answer in type big enough
// to read on a phone held at arm's length. No sign-in; the answer says whether the token is valid
// today and nothing about whose it is (issue 30). Dining staff and the office, signed in, get the
// counter's check instead (counter-check.tsx).
import { verifyText as text } from '@hall/model/texts/verify';
import { layoutText } from '@hall/model/texts/layout';
import { useCallback, useEffect, useState } from 'react';
import { messages, type TokenVerification } from '@hall/model';
import { Card } from '../../components/ui/card.tsx';
import { Facts } from '../../components/ui/facts.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDiningRole } from '../../lib/auth/dining-role.ts';
import { useData } from '../../lib/data/context.ts';
import { formatDate } from '../../lib/format-date.ts';
import { DataError } from '../../lib/data/port.ts';
import { CounterCheck } from './counter-check.tsx';
import { CheckFailure, UNKNOWN_TOKEN, Verdict } from './verdict.tsx';
import './verify.css';

type State =
  | { status: 'loading' }
  | { status: 'answered'; answer: TokenVerification }
  | { status: 'unknown' }
  | { status: 'error'; message: string };

function reasonOf(answer: TokenVerification): string | undefined {
  if (answer.rejected) return text.rejected;
  if (!answer.approved) return text.notApproved;
  if (!answer.inPeriod) return answer.today < answer.startDate ? text.notStarted : text.over;
  return undefined;
}

function Answer({ answer }: { answer: TokenVerification }) {
  const rows: Array<[string, string]> = [
    [text.package, text.packageOf(answer.package)],
    [text.from, formatDate(answer.startDate)],
    [text.to, formatDate(answer.endDate)],
    [text.approved, answer.approved ? text.yes : text.no],
    [text.todayInPeriod(formatDate(answer.today)), answer.inPeriod ? text.yes : text.no],
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
  usePageTitle(text.title);
  // A remembered sign-in is waited for: staff get the counter's check, not a visitor's first.
  const signingIn = useAuth().status === 'loading';
  const role = useDiningRole();
  return (
    <section className="stack verify" aria-label={text.heading}>
      <h1 className="page-title">{text.heading}</h1>
      {signingIn || role === 'unknown' ? <Spinner label={layoutText.checking} /> : null}
      {role === 'staff' || role === 'office' ? <CounterCheck id={id} serves={role === 'staff'} /> : null}
      {role === 'none' && !signingIn ? <PublicCheck id={id} /> : null}
    </section>
  );
}

/** A visitor's (or a student's) check: valid today or not, the package and dates. */
function PublicCheck({ id }: { id: string }) {
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
    <>
      {state.status === 'loading' ? <Spinner label={text.checking} /> : null}
      {state.status === 'answered' ? <Answer answer={state.answer} /> : null}
      {state.status === 'unknown' ? <Verdict valid={false} reason={UNKNOWN_TOKEN} /> : null}
      {state.status === 'error' ? <CheckFailure message={state.message} retry={retry} /> : null}
    </>
  );
}
