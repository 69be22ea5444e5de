/** One column of a CSV file: its header and the text of each row. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T, index: number) => string;
}

/**
 * Downloads `records` as a CSV file, with the columns the page shows. papaparse is loaded only
 * now; `escapeFormulae` keeps a cell like "=HYPERLINK(...)" from running in a spreadsheet.
 */
export async function downloadCsv<T>(fileBase: string, columns: readonly CsvColumn<T>[], records: readonly T[]): Promise<void> {
  const { default: Papa } = await import('papaparse');
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: records.map((record, index) => columns.map((column) => column.value(record, index))),
    },
    { escapeFormulae: true },
  );
  // A byte-order mark so spreadsheet programs read Bengali names as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileBase}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
