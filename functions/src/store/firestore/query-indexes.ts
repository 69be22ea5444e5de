// What Firestore asks of a query before it runs it, checked where the emulator cannot: the
// emulator answers every query shape, while production refuses one without a composite index in
// firestore.indexes.json. The Firestore double (fake-firestore.ts) and the SPA adapter's suite
// check every query they see with `queryProblem`, so a query shape written without its index
// fails a test instead of the office's first search in production.
import fs from 'node:fs';
import path from 'node:path';

export type Direction = 'asc' | 'desc';

/** A query as Firestore plans it: its filters and its explicit order (the document id as '__name__'). */
export interface QueryShape {
  collection: string;
  equalities: string[];
  /** Fields with a range filter (>=, <, ...). */
  ranges: string[];
  orderBy: Array<[field: string, direction: Direction]>;
}

interface IndexEntry {
  collectionGroup: string;
  queryScope: string;
  fields: Array<{ fieldPath: string; order?: 'ASCENDING' | 'DESCENDING' }>;
}

const INDEX_FILE = path.resolve(import.meta.dirname, '../../../../firestore.indexes.json');

export function loadIndexes(file = INDEX_FILE): IndexEntry[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { indexes: IndexEntry[] }).indexes;
}

const DOCUMENT_ID = '__name__';

/**
 * Why Firestore would refuse the query, or null. Two refusals: a range field ordered after the
 * document id (Firestore appends unordered range fields at the end, after an explicit document
 * id: "order by clause cannot contain more fields after the key"), and a shape that needs a
 * composite index that is not in `indexes`.
 */
export function queryProblem(shape: QueryShape, indexes: IndexEntry[] = loadIndexes()): string | null {
  const explicit = shape.orderBy.map(([field]) => field);
  const byKey = explicit.indexOf(DOCUMENT_ID);
  const unordered = shape.ranges.filter((field) => !explicit.includes(field));
  if (byKey >= 0 && (unordered.length > 0 || shape.ranges.some((field) => explicit.indexOf(field) > byKey)))
    return `${shape.collection}: the range field ${[...new Set(shape.ranges)].join(', ')} must be ordered before the document id`;
  // Firestore's full order: the explicit one, then range fields not in it (in the last direction).
  const last: Direction = shape.orderBy.at(-1)?.[1] ?? 'asc';
  const order: Array<[string, Direction]> = [
    ...shape.orderBy.filter(([field]) => field !== DOCUMENT_ID),
    ...[...new Set(unordered)].sort().map((field): [string, Direction] => [field, last]),
  ];
  const equalities = [...new Set(shape.equalities)];
  // Firestore's own single-field indexes serve one ordered field alone, and equalities alone.
  if (order.length === 0 || (equalities.length === 0 && order.length === 1)) return null;
  const found = indexes.some((index) => {
    if (index.collectionGroup !== shape.collection || index.queryScope !== 'COLLECTION') return false;
    const fields = index.fields.filter((field) => field.fieldPath !== DOCUMENT_ID);
    if (fields.length !== equalities.length + order.length) return false;
    const head = fields.slice(0, equalities.length).map((field) => field.fieldPath);
    if (!equalities.every((field) => head.includes(field))) return false;
    const tail = fields.slice(equalities.length);
    // In the query's directions only: Firestore does not scan a composite index the other way (it
    // keeps each single-field index both ways for that), so a query ordered (or, unordered, ranged)
    // ascending needs an ascending index.
    return tail.every((field, at) => {
      const [name, direction] = order[at]!;
      return field.fieldPath === name && field.order === (direction === 'desc' ? 'DESCENDING' : 'ASCENDING');
    });
  });
  if (found) return null;
  const wanted = [
    ...equalities.map((field) => `${field} ASC`),
    ...order.map(([field, direction]) => `${field} ${direction.toUpperCase()}`),
  ];
  return `${shape.collection}: no composite index (${wanted.join(', ')}) in firestore.indexes.json`;
}
