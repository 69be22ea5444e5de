import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** A real one-page notice PDF, for demo data and tests. */
export async function makeNoticePdf(title: string, date: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([595, 842]); // A4 in points
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Shaheed Mohammad Shah Hall, CUET', {
    x: 56,
    y: 780,
    size: 16,
    font: bold,
    color: rgb(0.1, 0.2, 0.45),
  });
  page.drawText(`Notice: ${title}`, { x: 56, y: 740, size: 14, font: bold });
  page.drawText(`Date: ${date}`, { x: 56, y: 718, size: 11, font: regular });
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 680 - index * 18, size: 11, font: regular }));
  page.drawText('Provost, Shaheed Mohammad Shah Hall', { x: 56, y: 120, size: 11, font: regular });
  return pdf.save();
}
