import type { TokenPurchase } from '@hall/model';
import { HALL_NAME } from '../../config/site.ts';
import type { DataPort } from '../../lib/data/port.ts';

/** What the student's browser saves for a token. */
export function tokenFileName(item: Pick<TokenPurchase, '_id'>): string {
  return `meal-token-${item._id}.pdf`;
}

/**
 * The one place a token is downloaded: the PDF the office attached to it (pdfFileName) when there
 * is one, otherwise a meal token made in the browser, with the student's current name.
 */
export async function downloadToken(
  item: TokenPurchase,
  tokenPurchases: DataPort['tokenPurchases'],
  studentName: string = item.name,
): Promise<void> {
  if (item.pdfFileName) {
    saveFile(await tokenPurchases.attachedPdf(item._id), tokenFileName(item));
    return;
  }
  const { makeMealTokenPdf } = await import('./meal-token-pdf.ts');
  const bytes = await makeMealTokenPdf(item, HALL_NAME, window.location.origin, studentName);
  saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), tokenFileName(item));
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
