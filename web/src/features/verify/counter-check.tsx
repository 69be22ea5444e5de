// The dining counter's check (issue 30, decision 033): signed-in dining staff (and the office) see
// whose token it is, its days, today's meal and this sitting's serving; staff serve it once.
import { verifyText as text } from '@hall/model/texts/verify';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { diningMessages, servedTime, type MealCheck, type Serving } from '@hall/model';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Facts } from '../../components/ui/facts.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { queries } from '../../lib/data/queries.ts';
import { problemText, useMutate, useQuery, useQueryCache } from '../../lib/data/query.ts';
import { formatDate, formatPeriod } from '../../lib/format-date.ts';
import { CheckFailure, UNKNOWN_TOKEN, Verdict } from './verdict.tsx';

/** Why this token cannot be served now, in the counter's words; null when it can. */
function refusalOf(check: MealCheck): string | null {
  if (check.serving) return diningMessages.alreadyServed(check.serving.servedAt);
  if (!check.valid) return diningMessages.notValidToday;
  if (check.mealOff) return diningMessages.mealOff;
  if (!check.sitting) return diningMessages.noSitting;
  return null;
}

function Refused({ children }: { children: string }) {
  return (
    <p role="alert" className="counter-message counter-message--refused">
      {children}
    </p>
  );
}

function ServeControl({ check, serves }: { check: MealCheck; serves: boolean }) {
  const mutate = useMutate();
  const [served, setServed] = useState<Serving | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Two quick taps arrive before the button is disabled: the second must not send.
  const inFlight = useRef(false);
  const serve = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await mutate(
        async (data) => {
          const serving = await data.dining.serve(check.tokenId);
          // Shown before the check loads again (its serving is this one), so no "Already served" flashes.
          flushSync(() => setServed(serving));
          return serving;
        },
        [queries.kitchenCounts().key, queries.mealCheck(check.tokenId).key],
      );
    } catch (error) {
      setRefusal(problemText(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  if (served)
    return (
      <p role="status" className="counter-message counter-message--served">
        {text.servedAt(diningMessages.served, servedTime(served.servedAt))}
      </p>
    );
  if (refusal) return <Refused>{refusal}</Refused>;
  const known = refusalOf(check);
  if (known) return <Refused>{known}</Refused>;
  if (!serves) return <p className="muted">{text.staffServe}</p>;
  return (
    <Button size="large" block className="serve-button" disabled={sending} onClick={() => void serve()}>
      {text.serve}
    </Button>
  );
}

function CheckAnswer({ check, serves }: { check: MealCheck; serves: boolean }) {
  const rows: Array<[string, string]> = [
    [text.studentId, check.studentId],
    [text.name, check.name],
    [text.package, text.packageOf(check.package)],
    [text.days, formatPeriod(check.startDate, check.endDate)],
    [text.mealsToday(formatDate(check.today)), check.mealOff ? text.switchedOff : text.on],
  ];
  return (
    <div className="stack">
      <Verdict valid={check.valid} />
      <ServeControl check={check} serves={serves} />
      <Card fill>
        <Facts rows={rows} className="verify__facts" />
      </Card>
    </div>
  );
}

export function CounterCheck({ id, serves }: { id: string; serves: boolean }) {
  const query = queries.mealCheck(id);
  const state = useQuery(query);
  const cache = useQueryCache();
  if (state.status === 'error')
    return <CheckFailure message={state.message} retry={() => void cache.invalidate(query.key)} />;
  if (state.data === undefined) return <Spinner label={text.checking} />;
  if (state.data === null) return <Verdict valid={false} reason={UNKNOWN_TOKEN} />;
  return <CheckAnswer check={state.data} serves={serves} />;
}
