import { describe, expect, it } from 'vitest';
import { messages, NOTICE_MAX_BYTES, tokenPurchaseInput } from '@hall/model';
import { sampleTokenPurchase } from '@hall/model/samples';
import { DataError } from '../../port.ts';
import {
  newRecordId,
  noticeObjectPath,
  ownedDocument,
  pdfProblem,
  recordIdOfKey,
  tokenPdfObjectPath,
  transactionClaimId,
} from './mapping.ts';

const owner = { name: 'Rahim Uddin', email: 'U1904001@Student.CUET.ac.bd', id: '1904001' };
const tokenInput = sampleTokenPurchase({ Transaction_id: 'TXN123456' });

describe('ownedDocument', () => {
  it('copies the owner from the profile (e-mail lowercased) beside the checked input and createdAt', () => {
    const input = tokenPurchaseInput.parse({ ...tokenInput, Transaction_id: ' TXN123456 ' });
    const document = ownedDocument(owner, input, '2024-05-01T10:00:00.000Z');
    expect(document).toEqual({
      ...tokenInput,
      name: owner.name,
      email: 'u1904001@student.cuet.ac.bd',
      id: owner.id,
      createdAt: '2024-05-01T10:00:00.000Z',
    });
    expect(document).not.toHaveProperty('status');
  });

  it('keeps the owner fields over anything the input carries, and drops undefined values', () => {
    const document = ownedDocument(
      owner,
      { email: 'someone.else@student.cuet.ac.bd', name: 'X', complains: 'Noise', extra: undefined },
      't',
    );
    expect(document).toEqual({
      complains: 'Noise',
      name: owner.name,
      email: 'u1904001@student.cuet.ac.bd',
      id: owner.id,
      createdAt: 't',
    });
  });
});

describe('ids and paths', () => {
  it('claims a transaction id under its normalised form (case and spaces ignored)', () => {
    expect(transactionClaimId(' txn 12ab ')).toBe('TXN12AB');
    expect(transactionClaimId('TXN12AB')).toBe(transactionClaimId('txn12ab'));
  });

  it('makes 24-hex record ids, the API shape', () => {
    expect(newRecordId()).toMatch(/^[0-9a-f]{24}$/);
    expect(newRecordId((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(12));
    expect(newRecordId()).not.toBe(newRecordId());
  });

  it('makes the same 24-hex record id from a submission key every time, and refuses what is not a key', () => {
    const key = '0123456789abcdef'.repeat(2);
    expect(recordIdOfKey(key)).toBe('0123456789abcdef01234567');
    expect(recordIdOfKey(key)).toBe(recordIdOfKey(key));
    for (const bad of ['', 'a'.repeat(24), 'A'.repeat(32), '../'.padEnd(32, 'a')])
      expect(() => recordIdOfKey(bad)).toThrow();
  });

  it('keeps notice PDFs in notices/ and refuses a name that could leave the folder', () => {
    expect(noticeObjectPath('0a1b2c.pdf')).toBe('notices/0a1b2c.pdf');
    for (const bad of ['../secret.pdf', 'a/b.pdf', 'notice.exe', '']) {
      expect(() => noticeObjectPath(bad)).toThrow(DataError);
    }
  });

  it('keeps token PDFs under the owner e-mail (storage.rules reads the owner from the path)', () => {
    expect(tokenPdfObjectPath('U1904001@Student.CUET.ac.bd', 'abc.pdf')).toBe(
      'tokenPdfs/u1904001@student.cuet.ac.bd/abc.pdf',
    );
    expect(() => tokenPdfObjectPath(owner.email, '../x.pdf')).toThrow();
  });
});

describe('pdfProblem', () => {
  const pdfHead = new TextEncoder().encode('%PDF-');
  it('accepts a PDF up to the limit', () => {
    expect(pdfProblem(NOTICE_MAX_BYTES, pdfHead)).toBeNull();
  });
  it('refuses a larger file, another type, and an empty file', () => {
    expect(pdfProblem(NOTICE_MAX_BYTES + 1, pdfHead)).toMatchObject({
      status: 413,
      message: messages.api.fileTooLarge,
    });
    expect(pdfProblem(100, new TextEncoder().encode('GIF89'))).toMatchObject({
      status: 400,
      message: messages.api.notPdf,
    });
    expect(pdfProblem(0, new Uint8Array())).toMatchObject({ status: 400, message: messages.api.notPdf });
  });
});
