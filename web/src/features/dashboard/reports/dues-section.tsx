// Who owes hall fees for a period (decision 035): the period's selects, a search, a page of 50
// students most owed first, the whole period's totals, and the list in full as a CSV or a PDF.
import { useEffect, useState } from 'react';
import { DUES_PAGE_SIZE, LEVELS, TERMS, type DuesPeriod, type StudentDues } from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useData } from '../../../lib/data/context.ts';
import { problemText } from '../../../lib/data/query.ts';
import { downloadCsv, saveBlob } from '../../../lib/export-csv.ts';
import { SEARCH_DEBOUNCE_MS } from '../api/search-timing.ts';
import { CARDS_QUERY } from '../components/record-list.tsx';
import { ReportSection, ReportTable } from './report-parts.tsx';
import { reportQueries } from './report-queries.ts';
import {
  defaultDuesPeriod,
  DUES_CSV_COLUMNS,
  duesFileBase,
  duesTotalsLine,
  MONTH_OPTIONS,
  owedText,
  taka,
} from './reports-view-model.ts';
import { listText } from '@hall/model/texts/dashboard';
import { reportsText as text } from '@hall/model/texts/dashboard-reports';

const PAGE_SIZES = [DUES_PAGE_SIZE];
const column = text.columns;
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const PERIOD_SELECTS = [
  { key: 'level', label: text.period.level, options: asOptions(LEVELS) },
  { key: 'term', label: text.period.term, options: asOptions(TERMS) },
  { key: 'from', label: text.period.from, options: MONTH_OPTIONS },
  { key: 'to', label: text.period.to, options: MONTH_OPTIONS },
] as const;

export function DuesSection() {
  const data = useData();
  const [period, setPeriod] = useState<DuesPeriod>(() => defaultDuesPeriod(new Date()));
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const asCards = useMediaQuery(CARDS_QUERY);

  // Debounced: the server is asked once the office stops typing, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const download = async (kind: 'csv' | 'pdf') => {
    setRefusal(null);
    setExporting(true);
    try {
      const list = await data.reports.duesList(period);
      if (kind === 'csv') {
        await downloadCsv(duesFileBase(list.period), DUES_CSV_COLUMNS, list.rows, { dated: false });
      } else {
        const { makeDuesPdf } = await import('./dues-pdf.ts');
        const bytes = await makeDuesPdf(list);
        saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${duesFileBase(list.period)}.pdf`);
      }
    } catch (error) {
      setRefusal(problemText(error));
    } finally {
      setExporting(false);
    }
  };

  const controls = (
    <>
      <div className="reports__period">
        {PERIOD_SELECTS.map(({ key, label, options }) => (
          <Select
            key={key}
            label={label}
            look="small"
            value={period[key]}
            onChange={(event) => {
              setPeriod((now) => ({ ...now, [key]: event.target.value }));
              setPage(0);
            }}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        ))}
      </div>
      <TextField
        className="record-list__search"
        label={text.searchDues}
        placeholder={text.searchDues}
        type="search"
        look="small"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="reports__actions">
        {(['csv', 'pdf'] as const).map((kind) => (
          <Button key={kind} variant="secondary" disabled={exporting} onClick={() => void download(kind)}>
            {kind === 'csv' ? text.downloadCsv : text.downloadPdf}
          </Button>
        ))}
      </div>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
    </>
  );

  return (
    <ReportSection
      id="dues-title"
      title={text.dues}
      query={reportQueries.dues(period, search, page + 1)}
      controls={controls}
    >
      {(answer, loading) => (
        <>
          <p className="reports__totals" aria-live="polite">
            {duesTotalsLine(answer.totals)}
          </p>
          {asCards ? <DuesCards rows={answer.rows} /> : <DuesTable rows={answer.rows} />}
          {answer.matching > DUES_PAGE_SIZE ? (
            <Pagination
              count={answer.matching}
              page={page}
              rowsPerPage={DUES_PAGE_SIZE}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={setPage}
              onRowsPerPageChange={() => {}}
              nextDisabled={(page + 1) * DUES_PAGE_SIZE >= answer.matching || loading}
            />
          ) : null}
        </>
      )}
    </ReportSection>
  );
}

const Owed = ({ row }: { row: StudentDues }) => (
  <span className={row.owed > 0 ? 'reports__owed' : undefined}>{owedText(row)}</span>
);

function DuesTable({ rows }: { rows: readonly StudentDues[] }) {
  return (
    <ReportTable
      caption={text.dues}
      hideCaption
      headers={[column.id, column.name, column.paid, column.pending, column.owed]}
    >
      {rows.map((row) => (
        <tr key={row.email}>
          <td>{row.id}</td>
          <td>{row.name}</td>
          <td>{taka(row.paid)}</td>
          <td>{taka(row.pending)}</td>
          <td>
            <Owed row={row} />
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** A phone: a card per student, the ID and what they owe first. */
function DuesCards({ rows }: { rows: readonly StudentDues[] }) {
  return (
    <ul className="record-cards" aria-label={text.dues}>
      {rows.map((row) => (
        <li key={row.email} className="record-card">
          <dl className="record-card__fields">
            {(
              [
                [column.id, row.id],
                [column.owed, <Owed key="owed" row={row} />],
                [column.name, row.name],
                [column.paid, taka(row.paid)],
                [column.pending, taka(row.pending)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
      {rows.length === 0 && <li className="record-card">{listText.nothingToShow}</li>}
    </ul>
  );
}
