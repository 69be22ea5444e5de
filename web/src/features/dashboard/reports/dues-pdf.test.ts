import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DuesList, StudentDues } from '@hall/model';
import { makeDuesPdf, STUDENTS_PER_PAGE } from './dues-pdf.ts';

const period = { level: '1', term: '2', from: 'November', to: 'February' } as const;

function student(index: number, owedMonths: number): StudentDues {
  return {
    id: String(2100001 + index),
    name: `Student ${index}`,
    email: `s${index}@hall.test`,
    paidMonths: 4 - owedMonths,
    pendingMonths: 0,
    owedMonths,
    paid: (4 - owedMonths) * 300,
    pending: 0,
    owed: owedMonths * 300,
  };
}

function list(rows: StudentDues[]): DuesList {
  const owing = rows.filter((row) => row.owed > 0);
  return {
    period,
    rows,
    totals: {
      students: rows.length,
      owing: owing.length,
      paid: rows.reduce((sum, row) => sum + row.paid, 0),
      pending: 0,
      owed: owing.reduce((sum, row) => sum + row.owed, 0),
    },
  };
}

/** The page count, and the strings drawn on the first page in order (decoded from its content stream). */
async function drawnText(bytes: Uint8Array): Promise<{ pages: number; lines: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  let operators = '';
  for (const stream of streams) {
    const raw = pdf.context.lookup(stream);
    if (!(raw instanceof PDFRawStream)) throw new Error('expected a content stream');
    operators += new TextDecoder('latin1').decode(decodePDFRawStream(raw).decode());
  }
  // pdf-lib writes a standard font's text as hex strings shown with Tj.
  const lines = [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map(([, hex]) =>
    String.fromCharCode(...(hex!.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))),
  );
  return { pages: pdf.getPageCount(), lines };
}

describe('the dues PDF', () => {
  it('is one A4 page with the period, the totals and the students who owe, most owed first', async () => {
    const rows = [student(1, 0), student(2, 1), student(3, 4), student(4, 2)];
    const { pages, lines } = await drawnText(await makeDuesPdf(list(rows)));
    expect(pages).toBe(1);
    expect(lines.slice(0, 2)).toEqual([
      'Hall fee dues: Level 1, Term 2, November to February',
      '4 students, 3 owe 2,100 Tk',
    ]);
    const ids = lines.filter((line) => /^21\d{5}$/.test(line));
    expect(ids).toEqual(['2100004', '2100005', '2100003']);
    expect(lines).toContain('1,200 Tk');
    expect(lines).not.toContain('Student 1');
    expect(lines.some((line) => line.includes('more: see the CSV'))).toBe(false);
  });

  it('says how many more owe when they do not fit the page, and still makes one page', async () => {
    const rows = Array.from({ length: STUDENTS_PER_PAGE + 25 }, (_, index) => student(index, 1 + (index % 4)));
    const { pages, lines } = await drawnText(await makeDuesPdf(list(rows)));
    expect(pages).toBe(1);
    expect(lines.filter((line) => /^21\d{5}$/.test(line))).toHaveLength(STUDENTS_PER_PAGE);
    expect(lines.at(-1)).toBe('and 25 more: see the CSV');
    // Most owed first: the first student shown owes four months.
    expect(lines[lines.indexOf('Owed') + 3]).toBe('1,200 Tk');
  });

  it('draws a name the standard fonts cannot, and says when nobody owes', async () => {
    const named = { ...student(1, 1), name: 'রহিম Uddin' };
    expect((await drawnText(await makeDuesPdf(list([named])))).lines).toContain('???? Uddin');
    const { lines } = await drawnText(await makeDuesPdf(list([student(2, 0)])));
    expect(lines).toContain('Nobody owes hall fees for this period.');
  });
});
