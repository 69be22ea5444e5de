// The first set-up: the office's list of rooms as a CSV (number,floor,beds,notes), read here with
// papaparse and checked row by row by the API, all or nothing (decision 034).
import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_IMPORT_ROWS } from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataError } from '../../../lib/data/port.ts';
import { problemText, useMutate } from '../../../lib/data/query.ts';
import { ROOM_KEYS } from './room-keys.ts';
import { roomsText } from '@hall/model/texts/dashboard-rooms';
import { CSV_COLUMNS, importRows } from './rooms-view-model.ts';
import { plainNumber } from '../utils/numbers.ts';

const text = roomsText.import;

type Outcome =
  | { kind: 'done'; text: string }
  | { kind: 'refused'; message: string; rows: string[] }
  | { kind: 'failed'; message: string };

/** The API's refusal: each row's problem as "row 3: Beds must be ...", or its one message. */
function refusalOf(error: unknown): Outcome {
  if (error instanceof DataError && error.fields && Object.keys(error.fields).length > 0)
    return {
      kind: 'refused',
      message: text.refused,
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
      setOutcome({ kind: 'failed', message: text.chooseFile });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const { rows, missing } = await readRows(file);
      if (missing.length > 0)
        setOutcome({
          kind: 'failed',
          message: text.nameColumns(CSV_COLUMNS.join(',')),
        });
      else {
        const { added, changed, unchanged } = await mutate((data) => data.rooms.importRooms(rows), ROOM_KEYS);
        setOutcome({
          kind: 'done',
          text: text.imported(plainNumber(added), plainNumber(changed), plainNumber(unchanged)),
        });
      }
    } catch (error) {
      setOutcome(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack rooms-import" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{text.title}</h2>
      <p className="muted">
        {text.before}
        <code>{CSV_COLUMNS.join(',')}</code>
        {text.after(plainNumber(MAX_IMPORT_ROWS))}
      </p>
      <form className="rooms-import__form" onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {text.file}
          </label>
          <input id={inputId} ref={files} type="file" accept=".csv,text/csv" className="rooms-import__file" />
        </div>
        <Button type="submit" disabled={busy}>
          {text.submit}
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
