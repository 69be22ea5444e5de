// The reports contract (issue 32) on the Firestore store's in-memory double; on the emulator:
// reports.emulator.test.ts.
import { describe, expect, it } from 'vitest';
import { sampleTokenPurchase } from '@hall/model/samples';
import { describeReportsContract } from '../reports-contract.ts';
import { asBucket, asFirestore, FakeBucket, FakeFirestore } from './fake-firestore.ts';
import { openFirestoreStore } from './firestore-store.ts';

describeReportsContract('Firestore store on an in-memory double', async () => {
  const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(new FakeBucket()));
  return { store, close: () => store.close() };
});

// Past the newest page the oldest pending request is found by halving (reports-queue.ts): here it
// is the only one among a thousand decided, so every count of the pending before a middle is 0 or 1.
describe('the queue’s oldest pending request on the Firestore store', () => {
  it('is found among a thousand decided ones, however old', async () => {
    const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(new FakeBucket()));
    const owner = { name: 'Rahim Uddin', email: 'u1904001@student.cuet.ac.bd', id: '1904001' };
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    const tokens = Array.from({ length: 1000 }, (_, index) => ({
      _id: index.toString(16).padStart(24, '0'),
      createdAt: new Date(start + index * 3_600_000).toISOString(),
      ...owner,
      ...sampleTokenPurchase({ Transaction_id: `TK${index}` }),
      ...(index === 137 || index === 990 ? {} : { status: 'confirm' as const }),
    }));
    await store.history.load({ tokenPurchases: tokens });
    const { pending } = await store.reports.queue(new Date(start + 1000 * 3_600_000));
    expect(pending.find((figure) => figure.kind === 'tokenPurchases')).toEqual({
      kind: 'tokenPurchases',
      pending: 2,
      oldestFiledAt: tokens[137]!.createdAt,
    });
  });
});
