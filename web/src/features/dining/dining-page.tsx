// /dining: the dining staff's page on a phone in a bright hall (issue 30): the kitchen's count for
// today and tomorrow, live, and any day's list as CSV. The office may open it too.
import { hallDate } from '@hall/model';
import { diningPageText as text } from '@hall/model/texts/dining-pages';
import { layoutText } from '@hall/model/texts/layout';
import { KitchenCount } from '../../components/dining/kitchen-count.tsx';
import { NotAllowed } from '../../components/ui/not-allowed.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useDiningRole } from '../../lib/auth/dining-role.ts';
import { DayListDownload } from './day-list.tsx';

export function DiningPage() {
  usePageTitle(text.title);
  const role = useDiningRole();
  if (role === 'unknown') return <Spinner label={layoutText.checking} />;
  if (role === 'none') return <NotAllowed>{text.notAllowed}</NotAllowed>;
  return (
    <section className="stack dining-page" aria-labelledby="dining-title">
      <h1 id="dining-title" className="page-title">
        {text.title}
      </h1>
      <KitchenCount />
      <h2>{text.dayList}</h2>
      <DayListDownload today={hallDate(new Date())} />
    </section>
  );
}
