import { useMemo, useState } from 'react';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_LABELS,
  isActivityAction,
  type ActivityAction,
  type ActivityEntry,
} from '@hall/model';
import TextField from '../../../components/ui/text-field.tsx';
import { usePagedList } from '../api/use-paged-list.ts';
import { RecordList, type Column } from './record-list.tsx';

/** What the entry changed, as one line: `status: confirm; SelectedRoom: 312`. */
const changesText = (entry: ActivityEntry) =>
  Object.entries(entry.changes)
    .map(([field, value]) => `${field}: ${value}`)
    .join('; ');

const when = (entry: ActivityEntry) => entry.createdAt.slice(0, 19).replace('T', ' ');

const columns: Column<ActivityEntry>[] = [
  { header: 'When (UTC)', cell: when, csv: (entry) => entry.createdAt },
  { header: 'Action', cell: (entry) => ACTIVITY_LABELS[entry.action], csv: (entry) => ACTIVITY_LABELS[entry.action] },
  { header: 'Stu_ID', cell: (entry) => entry.studentId ?? '', csv: (entry) => entry.studentId ?? '' },
  {
    header: 'Record',
    cell: (entry) => `${entry.collection} ${entry.recordId}`,
    csv: (entry) => `${entry.collection} ${entry.recordId}`,
  },
  { header: 'Changes', cell: changesText, csv: changesText },
  { header: 'By', cell: (entry) => entry.actorEmail, csv: (entry) => entry.actorEmail },
];

/**
 * The office's activity log (issue 19): who did what to which record, newest first, searched by
 * student id (a prefix, on the server) and narrowed to one action, exported as CSV.
 */
export function ActivityLog() {
  const [action, setAction] = useState<ActivityAction | ''>('');
  const fixed = useMemo(() => (action ? { action } : {}), [action]);
  const paged = usePagedList('activity', fixed);
  return (
    <>
      <TextField
        label="Action"
        select
        look="small"
        className="activity-log__filter"
        value={action}
        onChange={(event) => setAction(isActivityAction(event.target.value) ? event.target.value : '')}
      >
        <option value="">Every action</option>
        {ACTIVITY_ACTIONS.map((name) => (
          <option key={name} value={name}>
            {ACTIVITY_LABELS[name]}
          </option>
        ))}
      </TextField>
      <RecordList title="Activity" paged={paged} columns={columns} exportName="activity" />
    </>
  );
}
