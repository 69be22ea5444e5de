/** One column of a CSV file: its header and the text of each row. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T, index: number) => string;
}

/**
 * A cell a spreadsheet would read as a formula (OWASP "CSV injection"): it starts with = + - @,
 * a tab or a carriage return, whatever follows. papaparse's own `escapeFormulae: true` pattern
 * (/^[=+\-@\t\r].*$/) misses cells that span lines, since `.` stops at a line break.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The CSV text of `records`: papaparse quotes such cells and puts a `'` before them, so they stay text. */
export async function toCsv<T>(columns: readonly CsvColumn<T>[], records: readonly T[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: records.map((record, index) => columns.map((column) => column.value(record, index))),
    },
    { escapeFormulae: FORMULA_START },
  );
}

/**
 * Downloads `records` as a CSV file, with the columns the page shows. papaparse is loaded only
 * now. The file is named `fileBase` and today's date, unless `dated` is false (a day's list, named
 * by its own day).
 */
export async function downloadCsv<T>(
  fileBase: string,
  columns: readonly CsvColumn<T>[],
  records: readonly T[],
  { dated = true } = {},
): Promise<void> {
  const csv = await toCsv(columns, records);
  // A byte-order mark so spreadsheet programs read Bengali names as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, dated ? `${fileBase}-${new Date().toISOString().slice(0, 10)}.csv` : `${fileBase}.csv`);
}

/** Has the browser save `blob` as `fileName` (the CSVs, the dues PDF). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
