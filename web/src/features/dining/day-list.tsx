// Any day's list as CSV (issue 30): every token covering the day, its meals on or off, and when
// each sitting was served. Formula-safe through the portal's one CSV writer.
import { useState } from 'react';
import { isDay, servedTime, SITTINGS, type DayListEntry } from '@hall/model';
import { diningPageText as text } from '@hall/model/texts/dining-pages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import TextField from '../../components/ui/text-field.tsx';
import { downloadCsv, type CsvColumn } from '../../lib/export-csv.ts';
import { problemText, useQueryCache } from '../../lib/data/query.ts';

export const DAY_LIST_COLUMNS: readonly CsvColumn<DayListEntry>[] = [
  { header: text.studentId, value: (entry) => entry.studentId },
  { header: text.name, value: (entry) => entry.name },
  { header: text.meals, value: (entry) => (entry.off ? text.off : text.on) },
  ...SITTINGS.map(({ key }) => ({
    header: text.servedAt(text.sittings[key]),
    value: (entry: DayListEntry) => (entry.served[key] ? servedTime(entry.served[key]) : ''),
  })),
];

/** The "Day" field and its "Download CSV"; `today` is the hall's date, the field's first value. */
export function DayListDownload({ today }: { today: string }) {
  const cache = useQueryCache();
  const [day, setDay] = useState(today);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      // Read once, fresh: a list is as of its download.
      const { list } = await cache.fetch(
        { key: ['dining', 'day', day], load: (data) => data.dining.day(day) },
        { keep: false },
      );
      await downloadCsv(`meals-${day}`, DAY_LIST_COLUMNS, list, { dated: false });
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack day-list">
      <TextField label={text.day} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      <Button size="large" onClick={() => void download()} disabled={busy || !isDay(day)}>
        {text.download}
      </Button>
      {problem ? <Alert severity="error">{text.listFailed(problem)}</Alert> : null}
    </div>
  );
}
