// The first set-up: the office's list of rooms as a CSV (number,floor,beds,notes), read here with
// papaparse and checked row by row by the API, all or nothing (decision 034).
import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_IMPORT_ROWS } from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataError } from '../../../lib/data/port.ts';
import { problemText, useMutate } from '../../../lib/data/query.ts';
import { ROOM_KEYS } from './room-keys.ts';
import { CSV_COLUMNS, importRows } from './rooms-view-model.ts';

type Outcome =
  | { kind: 'done'; text: string }
  | { kind: 'refused'; message: string; rows: string[] }
  | { kind: 'failed'; message: string };

/** The API's refusal: each row's problem as "row 3: Beds must be ...", or its one message. */
function refusalOf(error: unknown): Outcome {
  if (error instanceof DataError && error.fields && Object.keys(error.fields).length > 0)
    return {
      kind: 'refused',
      message: 'Nothing was imported. Correct these rows and import the file again:',
      rows: Object.entries(error.fields).map(([row, problem]) => `${row}: ${problem}`),
    };
  return { kind: 'failed', message: problemText(error) };
}

async function readRows(file: File) {
  const { default: Papa } = await import('papaparse');
  const parsed = await new Promise<Papa.ParseResult<Record<string, string>>>((resolve, reject) =>
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim().toLowerCase(),
      complete: resolve,
      error: reject,
    }),
  );
  return importRows(parsed.data, parsed.meta.fields ?? []);
}

export function RoomsImport() {
  const mutate = useMutate();
  const inputId = useId();
  const files = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = files.current?.files?.[0];
    if (!file) {
      setOutcome({ kind: 'failed', message: 'Choose the CSV file of rooms first.' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const { rows, missing } = await readRows(file);
      if (missing.length > 0)
        setOutcome({
          kind: 'failed',
          message: `The CSV's first line must name its columns: ${CSV_COLUMNS.join(',')}.`,
        });
      else {
        const { added, changed, unchanged } = await mutate((data) => data.rooms.importRooms(rows), ROOM_KEYS);
        setOutcome({ kind: 'done', text: `Imported: ${added} added, ${changed} changed, ${unchanged} unchanged` });
      }
    } catch (error) {
      setOutcome(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack rooms-import" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Import rooms</h2>
      <p className="muted">
        A CSV file whose first line is <code>{CSV_COLUMNS.join(',')}</code>, one room a line, at most {MAX_IMPORT_ROWS}.
        Rooms already listed are changed; nothing is imported while any row is wrong.
      </p>
      <form className="rooms-import__form" onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Rooms CSV
          </label>
          <input id={inputId} ref={files} type="file" accept=".csv,text/csv" className="rooms-import__file" />
        </div>
        <Button type="submit" disabled={busy}>
          Import CSV
        </Button>
      </form>
      {outcome?.kind === 'done' ? <p role="status">{outcome.text}</p> : null}
      {outcome?.kind === 'failed' ? <Alert severity="error">{outcome.message}</Alert> : null}
      {outcome?.kind === 'refused' ? (
        <Alert severity="error">
          <p>{outcome.message}</p>
          <ul className="rooms-import__rows">
            {outcome.rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </section>
  );
}
