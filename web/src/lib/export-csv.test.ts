import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './export-csv.ts';

interface Row {
  name: string;
  text: string;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Complaint', value: (row) => row.text },
];

/** The cells as a spreadsheet would read them back. */
async function cellsOf(rows: Row[]): Promise<string[][]> {
  const parsed = Papa.parse<string[]>(await toCsv(columns, rows), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];

describe('the CSV export', () => {
  for (const lead of DANGEROUS) {
    it(`keeps a cell starting with ${JSON.stringify(lead)} as text, on one line or several`, async () => {
      const oneLine = `${lead}HYPERLINK("http://evil.example","click")`;
      const multiLine = `${lead}HYPERLINK("http://evil.example","click")\nsecond line\r\nthird`;
      const [header, first, second] = await cellsOf([
        { name: `${lead}cmd|' /C calc'!A0`, text: oneLine },
        { name: 'Rahim', text: multiLine },
      ]);
      expect(header).toEqual(['Name', 'Complaint']);
      expect(first).toEqual([`'${lead}cmd|' /C calc'!A0`, `'${oneLine}`]);
      expect(second).toEqual(['Rahim', `'${multiLine}`]);
    });
  }

  it('leaves ordinary cells, and these characters later in a cell, untouched', async () => {
    const rows = await cellsOf([{ name: 'Nusrat Jahan', text: 'Fan broken: 2+2=4 @ room 312 - please fix\n=later' }]);
    expect(rows[1]).toEqual(['Nusrat Jahan', 'Fan broken: 2+2=4 @ room 312 - please fix\n=later']);
  });
});
