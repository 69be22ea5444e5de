// /dining: the dining staff's page on a phone in a bright hall (issue 30): the kitchen's count for
// today and tomorrow, live, and any day's list as CSV. The office may open it too.
import { hallDate } from '@hall/model';
import { KitchenCount } from '../../components/dining/kitchen-count.tsx';
import { NotAllowed } from '../../components/ui/not-allowed.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useDiningRole } from '../../lib/auth/dining-role.ts';
import { DayListDownload } from './day-list.tsx';

export function DiningPage() {
  usePageTitle('Dining');
  const role = useDiningRole();
  if (role === 'unknown') return <Spinner label="Checking sign-in…" />;
  if (role === 'none') return <NotAllowed>This page is for the hall’s dining staff and office.</NotAllowed>;
  return (
    <section className="stack dining-page" aria-labelledby="dining-title">
      <h1 id="dining-title" className="page-title">
        Dining
      </h1>
      <KitchenCount />
      <h2>A day’s list</h2>
      <DayListDownload today={hallDate(new Date())} />
    </section>
  );
}
