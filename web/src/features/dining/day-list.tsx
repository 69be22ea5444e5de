// Any day's list as CSV (issue 30): every token covering the day, its meals on or off, and when
// each sitting was served. Formula-safe through the portal's one CSV writer.
import { useState } from 'react';
import { isDay, servedTime, SITTINGS, type DayListEntry } from '@hall/model';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import TextField from '../../components/ui/text-field.tsx';
import { downloadCsv, type CsvColumn } from '../../lib/export-csv.ts';
import { problemText, useQueryCache } from '../../lib/data/query.ts';

export const DAY_LIST_COLUMNS: readonly CsvColumn<DayListEntry>[] = [
  { header: 'Student ID', value: (entry) => entry.studentId },
  { header: 'Name', value: (entry) => entry.name },
  { header: 'Meals', value: (entry) => (entry.off ? 'off' : 'on') },
  ...SITTINGS.map(({ key, label }) => ({
    header: `${label} served`,
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
      <TextField label="Day" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      <Button size="large" onClick={() => void download()} disabled={busy || !isDay(day)}>
        Download CSV
      </Button>
      {problem ? <Alert severity="error">{`The list could not be downloaded: ${problem}`}</Alert> : null}
    </div>
  );
}
