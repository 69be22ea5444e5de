import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACTIVITY_ACTIONS, ACTIVITY_LABELS, isActivityAction, type ActivityAction } from '@hall/model';
import { Select } from '../../../components/ui/select.tsx';
import { usePagedList } from '../api/use-paged-list.ts';
import {
  activityLink,
  activitySentence,
  formatHallTime,
  recordPhrase,
  type ActivityRow,
} from '../utils/activity-sentence.ts';
import { RecordList, type Column } from './record-list.tsx';

/** The raw fields, for the CSV: `status: confirm; SelectedRoom: 312`. */
const fieldsText = (fields: Record<string, string> | undefined) =>
  Object.entries(fields ?? {})
    .map(([field, value]) => `${field}: ${value}`)
    .join('; ');

/** Actions after which their record is gone. */
const REMOVALS = new Set<string>(['clear', 'profile_removed', 'notice_delete']);

/** The sentence, and a link to the list that shows the record unless it is known to be gone. */
function ActivitySentence({ row, gone }: { row: ActivityRow; gone: boolean }) {
  const link = gone ? null : activityLink(row);
  return (
    <span className="activity-log__sentence">
      {activitySentence(row)}
      {link && (
        <>
          {' '}
          <Link to={link} aria-label={`Show ${recordPhrase(row)}`}>
            Show
          </Link>
        </>
      )}
    </span>
  );
}

const csvColumns = (): Column<ActivityRow>[] => [
  { header: 'When (ISO, UTC)', csvOnly: true, cell: () => null, csv: (row) => row.createdAt },
  { header: 'Action', csvOnly: true, cell: () => null, csv: (row) => row.action },
  { header: 'Record', csvOnly: true, cell: () => null, csv: (row) => `${row.collection} ${row.recordId}` },
  { header: 'Changes', csvOnly: true, cell: () => null, csv: (row) => fieldsText(row.changes) },
  { header: 'About', csvOnly: true, cell: () => null, csv: (row) => fieldsText(row.about) },
  {
    header: 'Released transaction id',
    csvOnly: true,
    cell: () => null,
    csv: (row) => row.released?.changes.Transaction_id ?? '',
  },
];

/**
 * The office's activity log (issues 19 and 35): what the office did, one sentence an action in
 * the hall's time, newest first, searched by student id (a prefix, on the server), narrowed to one
 * action and exported as CSV with the raw fields beside each sentence.
 */
export function ActivityLog() {
  const [action, setAction] = useState<ActivityAction | ''>('');
  const fixed = useMemo(() => (action ? { action } : {}), [action]);
  const paged = usePagedList('activity', fixed);
  const rows = paged.state.data;
  // A record cleared later on this page has nothing to link to (the log cannot see other pages').
  const removed = useMemo(
    () => new Set((rows ?? []).filter((row) => REMOVALS.has(row.action)).map((row) => row.recordId)),
    [rows],
  );
  const columns = useMemo<Column<ActivityRow>[]>(
    () => [
      {
        header: 'When (Dhaka time)',
        cell: (row) => formatHallTime(row.createdAt),
        csv: (row) => formatHallTime(row.createdAt),
      },
      {
        header: 'What',
        wrap: 'text',
        cell: (row) => <ActivitySentence row={row} gone={removed.has(row.recordId)} />,
        csv: activitySentence,
      },
      { header: 'Stu_ID', cell: (row) => row.studentId ?? '', csv: (row) => row.studentId ?? '' },
      { header: 'By', wrap: 'email', cell: (row) => row.actorEmail, csv: (row) => row.actorEmail },
      ...csvColumns(),
    ],
    [removed],
  );
  return (
    <RecordList
      title="Activity"
      paged={paged}
      columns={columns}
      exportName="activity"
      filters={
        <Select
          label="Action"
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
        </Select>
      }
    />
  );
}
