/** Records whose search keys contain `query` (trimmed, ignoring case); all of them for an empty query. */
export function filterByKeys<T>(
  records: readonly T[],
  query: string,
  keysOf: (record: T) => readonly string[],
): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return records;
  return records.filter((record) => keysOf(record).some((key) => key.toLowerCase().includes(needle)));
}
