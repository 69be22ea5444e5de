// The office's Reports (issue 32, decision 035): who owes hall fees, the money that came in, and
// the queue of requests. Its own chunk with Chartist, loaded with /dashboard/reports only.
import { CollectionsSection } from './collections-section.tsx';
import { DuesSection } from './dues-section.tsx';
import { QueueSection } from './queue-section.tsx';
import '../components/record-list.css';
import { dashboardText } from '@hall/model/texts/dashboard';
import './reports.css';

export function ReportsView() {
  return (
    <section className="stack reports" aria-labelledby="reports-title">
      <h1 id="reports-title" className="dashboard__title">
        {dashboardText.titles.reports}
      </h1>
      <DuesSection />
      <CollectionsSection />
      <QueueSection />
    </section>
  );
}
