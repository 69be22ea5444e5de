import { describe, expect, it } from 'vitest';
import { queryProblem, type QueryShape } from './query-indexes.ts';

const indexes = [
  {
    collectionGroup: 'tokenPurchases',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' as const },
      { fieldPath: 'createdAt', order: 'DESCENDING' as const },
      { fieldPath: 'id', order: 'DESCENDING' as const },
    ],
  },
];
const shape = (changes: Partial<QueryShape>): QueryShape => ({
  collection: 'tokenPurchases',
  equalities: [],
  ranges: [],
  orderBy: [],
  ...changes,
});

describe('queryProblem: what production Firestore refuses', () => {
  it('a range field left to be ordered after an explicit document id (the shape the emulator refused)', () => {
    const problem = queryProblem(
      shape({
        ranges: ['id', 'id'],
        orderBy: [
          ['createdAt', 'desc'],
          ['__name__', 'desc'],
        ],
      }),
      indexes,
    );
    expect(problem).toMatch(/must be ordered before the document id/);
  });

  it('a shape with no composite index, naming the index it needs', () => {
    const problem = queryProblem(
      shape({
        equalities: ['email'],
        orderBy: [
          ['createdAt', 'desc'],
          ['__name__', 'desc'],
        ],
      }),
      indexes,
    );
    expect(problem).toBe('tokenPurchases: no composite index (email ASC, createdAt DESC) in firestore.indexes.json');
  });

  it('accepts a shape with its index, and what single-field indexes serve', () => {
    const ordered: QueryShape['orderBy'] = [
      ['createdAt', 'desc'],
      ['id', 'desc'],
      ['__name__', 'desc'],
    ];
    expect(queryProblem(shape({ equalities: ['status'], ranges: ['id'], orderBy: ordered }), indexes)).toBeNull();
    expect(queryProblem(shape({ orderBy: [['createdAt', 'desc']] }), indexes)).toBeNull();
    expect(queryProblem(shape({ equalities: ['email', 'status'] }), indexes)).toBeNull();
    expect(queryProblem(shape({ ranges: ['id'] }), indexes)).toBeNull();
  });

  it('refuses an index in the other direction: Firestore does not scan a composite index backwards', () => {
    const ordered: QueryShape['orderBy'] = [
      ['createdAt', 'asc'],
      ['id', 'asc'],
    ];
    expect(queryProblem(shape({ equalities: ['status'], orderBy: ordered }), indexes)).toBe(
      'tokenPurchases: no composite index (status ASC, createdAt ASC, id ASC) in firestore.indexes.json',
    );
    // An equality and a createdAt range with no orderBy scan createdAt ascending (the reports' shape).
    expect(queryProblem(shape({ equalities: ['status'], ranges: ['createdAt', 'createdAt'] }), indexes)).toBe(
      'tokenPurchases: no composite index (status ASC, createdAt ASC) in firestore.indexes.json',
    );
    const status = { ...indexes[0]!, fields: indexes[0]!.fields.slice(0, 2) };
    expect(
      queryProblem(
        shape({ equalities: ['status'], ranges: ['createdAt', 'createdAt'], orderBy: [['createdAt', 'desc']] }),
        [status],
      ),
    ).toBeNull();
  });

  it('another collection does not lend its index', () => {
    const problem = queryProblem(
      shape({
        collection: 'hallFees',
        equalities: ['status'],
        ranges: ['id'],
        orderBy: [
          ['createdAt', 'desc'],
          ['id', 'desc'],
        ],
      }),
      indexes,
    );
    expect(problem).toMatch(/^hallFees: no composite index/);
  });
});
