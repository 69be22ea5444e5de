// The dues of one level and term on ONE A4 page (decision 035): the period, the totals and the
// students who owe, most owed first, in as many columns as fit at a readable size. Loaded with a
// dynamic import on the click, so pdf-lib is fetched only when the office asks for it.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { compareDues, type DuesList, type DuesTotals, type StudentDues } from '@hall/model';
import { BRAND, channels } from '../../../config/brand.ts';
import { fitted, printable } from '../../../lib/pdf-text.ts';
import { duesPdfTitle } from './reports-view-model.ts';

// The PDF's words stay English in either build (decision 036): its standard fonts cannot draw Bangla.
const count = (value: number) => value.toLocaleString('en-US');
const taka = (amount: number) => `${count(amount)} Tk`;
const totalsLine = ({ students, owing, owed }: DuesTotals) =>
  `${count(students)} ${students === 1 ? 'student' : 'students'}, ${count(owing)} ${owing === 1 ? 'owes' : 'owe'} ${taka(owed)}`;

const PAGE = { width: 595.28, height: 841.89 } as const; // A4 in points
const MARGIN = 40;
const SIZE = 9; // the smallest a printed list stays easy to read
const LINE = 12;
const COLUMNS = 3;
const GAP = 16;
const ID_WIDTH = 44;
const OWED_WIDTH = 44;
const BRAND_COLOUR = rgb(...channels(BRAND.primary));

/** Where the students' columns start (below the title and totals) and how many lines each holds (one kept for the last line). */
const LIST_TOP = PAGE.height - MARGIN - 58;
export const LINES_PER_COLUMN = Math.floor((LIST_TOP - MARGIN) / LINE) - 2;
export const STUDENTS_PER_PAGE = COLUMNS * LINES_PER_COLUMN;

/** The students who owe, most owed first, that fit the page; `more` is how many do not. */
export function duesOnPage(list: DuesList): { shown: StudentDues[]; more: number } {
  const owing = list.rows.filter((row) => row.owed > 0).sort(compareDues);
  return { shown: owing.slice(0, STUDENTS_PER_PAGE), more: Math.max(0, owing.length - STUDENTS_PER_PAGE) };
}

function drawRight(page: PDFPage, text: string, right: number, y: number, font: PDFFont) {
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, SIZE), y, size: SIZE, font });
}

export async function makeDuesPdf(list: DuesList): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = duesPdfTitle(list.period);
  pdf.setTitle(title);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;

  let y = PAGE.height - MARGIN - 14;
  page.drawText(fitted(title, bold, 14, width), { x: MARGIN, y, size: 14, font: bold, color: BRAND_COLOUR });
  y -= 20;
  page.drawText(totalsLine(list.totals), { x: MARGIN, y, size: 11, font: regular });

  const { shown, more } = duesOnPage(list);
  if (shown.length === 0) {
    page.drawText('Nobody owes hall fees for this period.', { x: MARGIN, y: LIST_TOP, size: 11, font: regular });
    return pdf.save();
  }
  const columnWidth = (width - GAP * (COLUMNS - 1)) / COLUMNS;
  const nameWidth = columnWidth - ID_WIDTH - OWED_WIDTH - 8;
  for (let column = 0; column * LINES_PER_COLUMN < shown.length; column += 1) {
    const x = MARGIN + column * (columnWidth + GAP);
    page.drawText('ID', { x, y: LIST_TOP, size: SIZE, font: bold });
    page.drawText('Name', { x: x + ID_WIDTH, y: LIST_TOP, size: SIZE, font: bold });
    drawRight(page, 'Owed', x + columnWidth, LIST_TOP, bold);
    shown.slice(column * LINES_PER_COLUMN, (column + 1) * LINES_PER_COLUMN).forEach((row, line) => {
      const rowY = LIST_TOP - (line + 1) * LINE;
      page.drawText(fitted(row.id, regular, SIZE, ID_WIDTH - 4), { x, y: rowY, size: SIZE, font: regular });
      page.drawText(fitted(row.name, regular, SIZE, nameWidth), {
        x: x + ID_WIDTH,
        y: rowY,
        size: SIZE,
        font: regular,
      });
      drawRight(page, printable(taka(row.owed)), x + columnWidth, rowY, regular);
    });
  }
  if (more > 0) {
    const lastY = LIST_TOP - (LINES_PER_COLUMN + 1) * LINE - 4;
    page.drawText(`and ${count(more)} more: see the CSV`, {
      x: MARGIN,
      y: lastY,
      size: 11,
      font: bold,
    });
  }
  return pdf.save();
}
