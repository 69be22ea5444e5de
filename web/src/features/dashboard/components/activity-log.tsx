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
import { dashboardText } from '@hall/model/texts/dashboard';
import { activityText as text } from '@hall/model/texts/dashboard-activity';

const header = text.columns;

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
          <Link to={link} aria-label={text.showRecord(recordPhrase(row))}>
            {text.show}
          </Link>
        </>
      )}
    </span>
  );
}

const csvColumns = (): Column<ActivityRow>[] => [
  { header: header.whenIso, csvOnly: true, cell: () => null, csv: (row) => row.createdAt },
  { header: header.action, csvOnly: true, cell: () => null, csv: (row) => row.action },
  { header: header.record, csvOnly: true, cell: () => null, csv: (row) => `${row.collection} ${row.recordId}` },
  { header: header.changes, csvOnly: true, cell: () => null, csv: (row) => fieldsText(row.changes) },
  { header: header.about, csvOnly: true, cell: () => null, csv: (row) => fieldsText(row.about) },
  {
    header: header.released,
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
        header: header.when,
        cell: (row) => formatHallTime(row.createdAt),
        csv: (row) => formatHallTime(row.createdAt),
      },
      {
        header: header.what,
        wrap: 'text',
        cell: (row) => <ActivitySentence row={row} gone={removed.has(row.recordId)} />,
        csv: activitySentence,
      },
      { header: header.studentId, cell: (row) => row.studentId ?? '', csv: (row) => row.studentId ?? '' },
      { header: header.by, wrap: 'email', cell: (row) => row.actorEmail, csv: (row) => row.actorEmail },
      ...csvColumns(),
    ],
    [removed],
  );
  return (
    <RecordList
      title={dashboardText.titles.activity}
      paged={paged}
      columns={columns}
      exportName="activity"
      filters={
        <Select
          label={text.action}
          look="small"
          className="activity-log__filter"
          value={action}
          onChange={(event) => setAction(isActivityAction(event.target.value) ? event.target.value : '')}
        >
          <option value="">{text.everyAction}</option>
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
