// A student's meal calendar (issue 30): for each approved token with days still to come, its days
// as toggles (meals on or off) until each day's cutoff, and the history of switches beneath.
import { myProfileText as text } from '@hall/model/texts/my-profile';
import { useState } from 'react';
import {
  dayLabel,
  hallDate,
  hallTime,
  MEAL_SWITCH_CUTOFF,
  type MealDay,
  type MealSwitch,
  type TokenPurchase,
} from '@hall/model';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { queries } from '../../lib/data/queries.ts';
import { problemText, useMutate, useQuery } from '../../lib/data/query.ts';
import { formatPeriod } from '../../lib/format-date.ts';
import { ShowQrButton } from './offline/token-qr.tsx';

/** "22:00 the day before": the cutoff the API switches by (hall-model's MEAL_SWITCH_CUTOFF). */
const cutoff = () => text.cutoff(MEAL_SWITCH_CUTOFF.time, MEAL_SWITCH_CUTOFF.daysBefore);

/** A token's period is at most 30 days: one page holds every approved token a student could use. */
const APPROVED_TOKENS_PAGE = 50;

/** "Switched off 27 November at 14:02, 26 November": the day, then when (hall time). */
export function switchLine(change: MealSwitch): string {
  const at = new Date(change.at);
  return text.switched(change.off, dayLabel(change.day), hallTime(at), dayLabel(hallDate(at)));
}

interface DayToggleProps {
  day: MealDay;
  /** The calendar's first day: it names its month, as each month's 1st does. */
  first: boolean;
  pending: boolean;
  onSwitch: () => void;
}

function DayToggle({ day, first, pending, onSwitch }: DayToggleProps) {
  const number = Number(day.day.slice(8));
  return (
    <li>
      <button
        type="button"
        className={`meal-day${day.off ? ' meal-day--off' : ''}`}
        aria-label={text.mealsOn(dayLabel(day.day))}
        aria-pressed={!day.off}
        disabled={day.locked || pending}
        title={day.locked ? text.pastCutoff : undefined}
        onClick={onSwitch}
      >
        {number === 1 || first ? dayLabel(day.day) : number}
      </button>
    </li>
  );
}

function MealCalendar({ token }: { token: TokenPurchase }) {
  const state = useQuery(queries.mealDays(token._id));
  const mutate = useMutate();
  const [pendingDay, setPendingDay] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const switchDay = async (day: MealDay) => {
    setPendingDay(day.day);
    setRefusal(null);
    try {
      await mutate((data) => data.dining.switchDay(token._id, day.day, !day.off), [queries.mealDays(token._id).key]);
    } catch (error) {
      setRefusal(problemText(error));
    } finally {
      setPendingDay(null);
    }
  };
  const meals = state.data;
  return (
    <Card
      as="section"
      fill
      className="stack"
      aria-label={text.mealsOfToken(formatPeriod(token.Start_date, token.End_date))}
    >
      <h2>{text.meals}</h2>
      <p className="muted">{text.howTo(formatPeriod(token.Start_date, token.End_date), cutoff())}</p>
      <ShowQrButton token={token} />
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      {state.status === 'error' ? <Alert severity="error">{state.message}</Alert> : null}
      {meals === undefined && state.status === 'loading' ? <p role="status">{text.loading}</p> : null}
      {meals ? (
        <>
          <ul className="meal-calendar">
            {meals.days.map((day, index) => (
              <DayToggle
                key={day.day}
                day={day}
                first={index === 0}
                pending={pendingDay !== null}
                onSwitch={() => void switchDay(day)}
              />
            ))}
          </ul>
          <h3>{text.switches}</h3>
          {meals.switches.length === 0 ? (
            <p className="muted">{text.noSwitches}</p>
          ) : (
            <ul className="meal-switches">
              {meals.switches.map((change) => (
                <li key={`${change.at}|${change.day}|${change.off}`}>{switchLine(change)}</li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </Card>
  );
}

/** A card per approved token whose last day is today or later (the student's own, verified). */
export function MealCards() {
  const { user } = useAuth();
  const email = user?.emailVerified ? user.email : null;
  const state = useQuery(
    email ? queries.page('tokenPurchases', { limit: APPROVED_TOKENS_PAGE, email, status: 'approved' }) : null,
  );
  const today = hallDate(new Date());
  const current = state.data?.items.filter((token) => token.End_date >= today) ?? [];
  return (
    <>
      {current.map((token) => (
        <MealCalendar key={token._id} token={token} />
      ))}
    </>
  );
}
