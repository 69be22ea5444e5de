import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { RECORD_FIELDS, type ContactMessage, type TokenPurchase } from '@hall/model';
import { documentId, fromDocument, toDocument } from './mapping.ts';

const purchase: TokenPurchase = {
  _id: '0123456789abcdef01234567',
  createdAt: '2024-05-03T10:15:30.123Z',
  name: 'Rahim Uddin',
  email: 'U1904001@Student.CUET.ac.bd',
  id: '1904001',
  Start_date: '2024-05-04',
  End_date: '2024-06-02',
  package1: '30',
  amount: '2500',
  Transaction_id: 'ab12 cd34',
  bkash_number: '01712345678',
};

describe('toDocument', () => {
  it("stores the record without _id, createdAt as a Timestamp (as the SPA's serverTimestamp), every other field as given", () => {
    const { _id, email: _email, createdAt: _createdAt, ...rest } = purchase;
    expect(toDocument('tokenPurchases', purchase)).toMatchObject({ ...rest, email: 'u1904001@student.cuet.ac.bd' });
    expect(toDocument('tokenPurchases', purchase)).not.toHaveProperty('_id');
    const stored = toDocument('tokenPurchases', purchase).createdAt as Timestamp;
    expect(stored).toBeInstanceOf(Timestamp);
    expect(stored.toDate().toISOString()).toBe('2024-05-03T10:15:30.123Z');
    expect(fromDocument('tokenPurchases', purchase._id, toDocument('tokenPurchases', purchase))).toEqual({
      ...purchase,
      email: 'u1904001@student.cuet.ac.bd',
    });
  });

  it("lowercases the owner's e-mail: email on requests, senderEmail on contact messages", () => {
    expect(toDocument('complaints', { email: 'A.B@Student.CUET.ac.bd', complains: 'Fan broken' }).email).toBe(
      'a.b@student.cuet.ac.bd',
    );
    const message: Partial<ContactMessage> = {
      from_name: 'Karim',
      user_email: 'Karim@Example.com',
      senderEmail: 'Karim@Student.CUET.ac.bd',
      message: 'Hello',
    };
    const document = toDocument('contactMessages', message);
    expect(document.senderEmail).toBe('karim@student.cuet.ac.bd');
    // Only the owner field: what the sender typed is kept as typed.
    expect(document.user_email).toBe('Karim@Example.com');
  });

  it('drops undefined values and fields the entity does not have', () => {
    const document = toDocument('tokenPurchases', {
      ...purchase,
      status: undefined,
      pdfFileName: undefined,
      isAdmin: true,
      SelectedRoom: '101',
    } as Partial<TokenPurchase>);
    expect(document).not.toHaveProperty('status');
    expect(document).not.toHaveProperty('pdfFileName');
    expect(document).not.toHaveProperty('isAdmin');
    expect(document).not.toHaveProperty('SelectedRoom'); // a room-allotment field, not a purchase's
    expect(Object.values(document)).not.toContain(undefined);
  });

  it('maps partial changes too (an approval), without inventing fields', () => {
    expect(toDocument('roomAllotments', { status: 'confirm', SelectedRoom: '204' })).toEqual({
      status: 'confirm',
      SelectedRoom: '204',
    });
  });
});

describe('fromDocument', () => {
  it('takes _id from the document id and round-trips what toDocument wrote', () => {
    const { _id, ...record } = purchase;
    const back = fromDocument('tokenPurchases', 'fedcba9876543210fedcba98', toDocument('tokenPurchases', record));
    expect(back).toEqual({ ...record, _id: 'fedcba9876543210fedcba98', email: 'u1904001@student.cuet.ac.bd' });
  });

  it('keeps createdAt as stored, and reads a Timestamp as an ISO string', () => {
    expect(fromDocument('complaints', 'a'.repeat(24), { createdAt: '2024-01-02T03:04:05.006Z' }).createdAt).toBe(
      '2024-01-02T03:04:05.006Z',
    );
    const stamped = fromDocument('notices', 'b'.repeat(24), {
      title: 'Exam routine',
      date: '2024-05-03',
      fileName: 'cccccccccccccccccccccccc.pdf',
      createdAt: Timestamp.fromDate(new Date('2024-05-03T08:00:00.250Z')),
    });
    expect(stamped.createdAt).toBe('2024-05-03T08:00:00.250Z');
    expect(typeof stamped.createdAt).toBe('string');
  });

  it("falls back to the document's creation time when createdAt is missing", () => {
    const createTime = Timestamp.fromDate(new Date('2024-02-03T04:05:06.000Z'));
    expect(fromDocument('complaints', 'c'.repeat(24), { complains: 'x' }, createTime).createdAt).toBe(
      '2024-02-03T04:05:06.000Z',
    );
  });

  it('converts a Timestamp in any field, not only createdAt', () => {
    const record = fromDocument('roomAllotments', 'd'.repeat(24), {
      createdAt: '2024-05-03T00:00:00.000Z',
      apply_date: Timestamp.fromDate(new Date('2024-05-03T09:30:00.000Z')),
    });
    expect(record.apply_date).toBe('2024-05-03T09:30:00.000Z');
  });

  it('returns only the entity fields: unknown, null and missing ones are dropped', () => {
    const record = fromDocument('users', 'e'.repeat(24), {
      createdAt: '2024-05-03T00:00:00.000Z',
      name: 'Rahim',
      email: 'rahim@student.cuet.ac.bd',
      id: '1904001',
      phone: null,
      uid: 'firebase-uid',
      _id: 'forged',
    });
    expect(record).toEqual({
      _id: 'e'.repeat(24),
      createdAt: '2024-05-03T00:00:00.000Z',
      name: 'Rahim',
      email: 'rahim@student.cuet.ac.bd',
      id: '1904001',
    });
  });

  it('never lets a stored _id override the document id', () => {
    expect(fromDocument('notices', 'f'.repeat(24), { _id: '000000000000000000000000' })._id).toBe('f'.repeat(24));
  });
});

describe('RECORD_FIELDS', () => {
  it('never lists _id (it is the document id) and always lists createdAt', () => {
    for (const fields of Object.values(RECORD_FIELDS)) {
      expect(fields).not.toHaveProperty('_id');
      expect(fields).toHaveProperty('createdAt', true);
    }
  });
});

describe('documentId', () => {
  it('accepts normalised transaction ids and e-mail addresses', () => {
    expect(documentId('AB12CD34')).toBe('AB12CD34');
    expect(documentId('u1904001@student.cuet.ac.bd')).toBe('u1904001@student.cuet.ac.bd');
  });

  it('refuses anything that would name another path or a reserved id', () => {
    for (const bad of ['', 'a/b', '../x', '.', '..', '__name__', 'x'.repeat(1501)]) {
      expect(() => documentId(bad), bad).toThrow(/document id/);
    }
  });
});
