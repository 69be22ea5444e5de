import { useCallback, useMemo, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { messages, type Complaint } from '@hall/model';
import { formatDate } from '../../../lib/format-date.ts';
import { problemText, useMutate } from '../../../lib/data/query.ts';
import { usePagedList } from '../api/use-paged-list.ts';
import { RecordList, type Column } from './record-list.tsx';
import { ClearButton } from './request-cells.tsx';
import { columnText, dashboardText, listText } from '@hall/model/texts/dashboard';
import { listsText } from '@hall/model/texts/dashboard-lists';

const text = listsText.complaints;

const csvColumns: Column<Complaint>[] = [
  { header: columnText.id, cell: (r) => r.id, csv: (r) => r.id },
  { header: columnText.name, cell: (r) => r.name, csv: (r) => r.name },
  { header: columnText.email, cell: (r) => r.email, csv: (r) => r.email },
  { header: text.complaint, cell: (r) => r.complains, csv: (r) => r.complains },
  { header: columnText.date, cell: (r) => formatDate(r.createdAt), csv: (r) => r.createdAt.slice(0, 10) },
];

/** Complains Box: one card per complaint (with the day it was filed); Clear asks with the browser's own confirm, as the spec says. */
export function ComplaintsBox() {
  const paged = usePagedList('complaints');
  const mutate = useMutate();
  const [busy, setBusy] = useState<string | null>(null);

  const clear = useCallback(
    async (id: string) => {
      if (!window.confirm(messages.complaintDelete.confirm)) return;
      setBusy(id);
      try {
        await mutate((data) => data.complaints.remove(id), [['complaints']]);
        window.alert(messages.complaintDelete.done);
      } catch (error) {
        console.error(error);
        toast.error(problemText(error));
      } finally {
        setBusy(null);
      }
    },
    [mutate],
  );

  const renderItems = useMemo(
    () => (complaints: readonly Complaint[]) => (
      <ul className="complaint-cards">
        {complaints.map((complaint) => (
          <li key={complaint._id}>
            <Card as="article" fill className="complaint-card" aria-label={text.complaintFrom(complaint.name)}>
              <div>
                <p className="complaint-cards__meta">
                  <strong>{text.id}</strong> {complaint.id}
                </p>
                <p className="complaint-cards__meta">
                  <strong>{text.name}</strong> {complaint.name}
                </p>
                <p className="complaint-cards__meta">
                  <strong>{text.email}</strong> {complaint.email}
                </p>
                <p className="complaint-cards__meta">
                  <strong>{text.filed}</strong>{' '}
                  <time dateTime={complaint.createdAt}>{formatDate(complaint.createdAt)}</time>
                </p>
                <p className="complaint-cards__text">{complaint.complains}</p>
              </div>
              <ClearButton busy={busy === complaint._id} onClear={() => void clear(complaint._id)} />
            </Card>
          </li>
        ))}
        {complaints.length === 0 && <li>{listText.nothingToShow}</li>}
      </ul>
    ),
    [busy, clear],
  );

  return (
    <RecordList
      title={dashboardText.titles.complaints}
      paged={paged}
      columns={csvColumns}
      exportName="complaints"
      renderItems={renderItems}
      arrivalText={listText.newComplaints}
    />
  );
}
