// The meal token a student prints or shows at the dining hall: one A6 page with the request's
// details and a QR code linking to the portal's /verify/{request id} page, which the dining
// counter opens with any phone camera to check the token with the server. Loaded with
// a dynamic import, so pdf-lib and qrcode are fetched only when someone downloads a token.
import { PDFDocument, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { TOKEN_PACKAGE_LABELS, verifyUrl, type TokenPurchase } from '@hall/model';
import { BRAND, channels } from '../../config/brand.ts';
import { fitted, printable } from '../../lib/pdf-text.ts';
import { formatPeriodInEnglish } from '../../lib/format-date.ts';

const PAGE = { width: 298, height: 420 } as const; // A6 in points
const MARGIN = 24;
const BRAND_COLOUR = rgb(...channels(BRAND.primary));

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // One path of unit squares, filled once: squares drawn one by one leave hairline seams in a
  // rasterised or printed page, which can stop a phone from reading the code.
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  // SVG paths run downwards from (x, y), their top-left corner.
  page.drawSvgPath(path, { x, y: y + size, scale: size / modules.size, color: rgb(0, 0, 0) });
}

/**
 * The token's label/value lines. `studentName` is the student's name now (their profile's), which
 * the dining counter compares with the /verify page: not the one on the request when it was filed.
 */
export function mealTokenRows(item: TokenPurchase, studentName: string = item.name): Array<[string, string]> {
  return [
    ['Student name', studentName],
    ['Student ID', item.id],
    ['Period', formatPeriodInEnglish(item.Start_date, item.End_date)],
    ['Package', TOKEN_PACKAGE_LABELS[item.package1] ?? `${item.package1} days`],
    ['Amount', `${item.amount} Tk`],
    ['Transaction ID', item.Transaction_id],
    ['Request ID', item._id],
  ];
}

/** A real PDF meal token for an approved token purchase; `origin` is the portal's, for the QR's link. */
export async function makeMealTokenPdf(
  item: TokenPurchase,
  hallName: string,
  origin: string,
  studentName: string = item.name,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Meal token ${item._id}`);
  pdf.setSubject(`${printable(hallName)} meal token`);
  pdf.setCreator(printable(hallName));
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;

  page.drawRectangle({ x: 0, y: PAGE.height - 64, width: PAGE.width, height: 64, color: BRAND_COLOUR });
  page.drawText(fitted(hallName, bold, 12, width), {
    x: MARGIN,
    y: PAGE.height - 30,
    size: 12,
    font: bold,
    color: rgb(1, 1, 1),
  });
  page.drawText('MEAL TOKEN', { x: MARGIN, y: PAGE.height - 50, size: 10, font: regular, color: rgb(1, 1, 1) });

  const rows = mealTokenRows(item, studentName);
  let y = PAGE.height - 88;
  for (const [label, value] of rows) {
    page.drawText(`${label}:`, { x: MARGIN, y, size: 8, font: regular, color: rgb(0.32, 0.38, 0.36) });
    page.drawText(fitted(value, bold, 10, width), { x: MARGIN, y: y - 12, size: 10, font: bold });
    y -= 27;
  }

  const qrSize = 104;
  drawQr(page, verifyUrl(origin, item._id), (PAGE.width - qrSize) / 2, MARGIN + 14, qrSize);
  page.drawText('Show this token at the dining hall. Scan to verify.', {
    x: MARGIN,
    y: MARGIN,
    size: 7,
    font: regular,
    color: rgb(0.32, 0.38, 0.36),
  });
  return pdf.save();
}
