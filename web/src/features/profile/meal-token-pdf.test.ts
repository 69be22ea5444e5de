import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { TokenPurchase } from '@hall/model';
import { sampleStudent, sampleTokenPurchase } from '@hall/model/samples';
import { makeMealTokenPdf, mealTokenRows } from './meal-token-pdf.ts';

const ITEM: TokenPurchase = {
  _id: 'req-42',
  createdAt: '2024-06-01T00:00:00.000Z',
  ...sampleStudent,
  name: 'রহিম Uddin',
  ...sampleTokenPurchase({ Start_date: '2024-06-01', End_date: '2024-06-30', Transaction_id: 'TX12345' }),
  status: 'confirm',
};

describe('makeMealTokenPdf', () => {
  it('makes a one-page PDF titled with the request id, even for a name the standard fonts cannot draw', async () => {
    const bytes = await makeMealTokenPdf(ITEM, 'Shaheed Mohammad Shah Hall', 'https://hall.example.org');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Meal token req-42');
  });

  it("prints the student's name now and the period in the portal's one date style", () => {
    const rows = new Map(mealTokenRows(ITEM, 'Rahim Uddin Chowdhury'));
    expect(rows.get('Student name')).toBe('Rahim Uddin Chowdhury');
    expect(rows.get('Period')).toBe('1 June 2024 to 30 June 2024');
    expect(rows.get('Request ID')).toBe('req-42');
    // Without a profile name, the one on the request.
    expect(new Map(mealTokenRows(ITEM)).get('Student name')).toBe('রহিম Uddin');
  });
});
