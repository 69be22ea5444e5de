import type { TokenPurchase } from '@hall/model';
import { HALL_NAME_FOR_PDF } from '../../config/site.ts';
import type { DataPort } from '../../lib/data/port.ts';

/** What the student's browser saves for a token. */
export function tokenFileName(item: Pick<TokenPurchase, '_id'>): string {
  return `meal-token-${item._id}.pdf`;
}

/** What the student's browser saves for the PDF the office attached to a token. */
export function officePdfFileName(item: Pick<TokenPurchase, '_id'>): string {
  return `meal-token-${item._id}-office.pdf`;
}

/**
 * The meal token, made in the browser with the student's current name and the QR code the dining
 * counter scans (/verify/<id>). Always this one, even when the office attached a PDF of its own
 * (issue 35): that one may carry no QR, so it is offered beside it (downloadOfficePdf).
 */
export async function downloadToken(item: TokenPurchase, studentName: string = item.name): Promise<void> {
  const { makeMealTokenPdf } = await import('./meal-token-pdf.ts');
  const bytes = await makeMealTokenPdf(item, HALL_NAME_FOR_PDF, window.location.origin, studentName);
  saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), tokenFileName(item));
}

/** The PDF the office attached to the token (pdfFileName). */
export async function downloadOfficePdf(
  item: TokenPurchase,
  tokenPurchases: DataPort['tokenPurchases'],
): Promise<void> {
  saveFile(await tokenPurchases.attachedPdf(item._id), officePdfFileName(item));
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
