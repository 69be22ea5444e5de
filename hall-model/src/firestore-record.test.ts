import { describe, expect, it } from 'vitest';
import { claimFromDocument, recordFromDocument } from './firestore-record.ts';
import { sampleStudent, sampleTokenPurchase } from './samples.ts';

// Timestamps here are plain objects with toDate(), as either SDK's Timestamp is seen by the mapping.
describe('recordFromDocument', () => {
  it('gives the wire record: _id from the document id, the entity fields only', () => {
    const stored = {
      ...sampleTokenPurchase(),
      name: sampleStudent.name,
      email: sampleStudent.email.toLowerCase(),
      id: sampleStudent.id,
      createdAt: '2024-05-01T10:00:00.000Z',
      status: 'confirm',
    };
    const record = recordFromDocument('tokenPurchases', 'a1b2', { ...stored, smuggled: 'not a field of the model' });
    expect(record).toEqual({ _id: 'a1b2', ...stored });
  });

  it('reads Timestamps as ISO strings and leaves out nulls', () => {
    const when = new Date('2024-06-02T08:30:00.000Z');
    const record = recordFromDocument('users', 'uid-1', {
      name: 'Nusrat',
      email: 'u1904002@student.cuet.ac.bd',
      id: '1904002',
      createdAt: { toDate: () => when },
      phone: null,
    });
    expect(record).toEqual({
      _id: 'uid-1',
      name: 'Nusrat',
      email: 'u1904002@student.cuet.ac.bd',
      id: '1904002',
      createdAt: when.toISOString(),
    });
  });

  it('gives an empty createdAt to a document without one, so sorting never breaks', () => {
    expect(
      recordFromDocument('notices', 'n1', { title: 'Exam', date: '2024-05-01', fileName: 'n1.pdf' }).createdAt,
    ).toBe('');
  });
});

describe('claimFromDocument', () => {
  const at = new Date('2026-03-01T10:00:00.000Z');
  it('reads a claim: collection, record id, and its Timestamp as an ISO string', () => {
    expect(
      claimFromDocument('TX123456', {
        collection: 'hallFees',
        recordId: 'a'.repeat(24),
        createdAt: { toDate: () => at },
      }),
    ).toEqual({
      transactionId: 'TX123456',
      collection: 'hallFees',
      recordId: 'a'.repeat(24),
      claimedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(
      claimFromDocument('TX123456', { collection: 'tokenPurchases', recordId: 'b1', createdAt: 'then' })?.claimedAt,
    ).toBe('then');
    expect(claimFromDocument('TX123456', { collection: 'tokenPurchases', recordId: 'b1' })?.claimedAt).toBeNull();
  });

  it('is null for no document, another collection, or a record id that names no document', () => {
    expect(claimFromDocument('TX123456', undefined)).toBeNull();
    expect(claimFromDocument('TX123456', { collection: 'users', recordId: 'b1' })).toBeNull();
    expect(claimFromDocument('TX123456', { collection: 'hallFees', recordId: '../users/x' })).toBeNull();
    expect(claimFromDocument('TX123456', { collection: 'hallFees', recordId: 7 })).toBeNull();
  });
});
