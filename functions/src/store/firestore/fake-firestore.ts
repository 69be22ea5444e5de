// A test double of the few Firestore and Cloud Storage calls the Firestore store makes, kept in
// memory, so the store's own logic (claims, guards, ordering, modified counts) is tested where no
// emulator runs. It is strict where Firestore is: transactions read before they write, `create`
// fails on an existing document (gRPC ALREADY_EXISTS), a commit whose reads went stale aborts and
// retries, orderBy leaves out documents without the field, and a query that production would
// refuse (a range field after the document id, or no composite index in firestore.indexes.json:
// query-indexes.ts) throws, which the emulator does not do for the missing index. It says nothing
// else about the real service; the same contract runs on the emulator (*.emulator.test.ts).
import { FieldPath, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { Bucket } from './firestore-store.ts';
import { queryProblem } from './query-indexes.ts';

interface Stored {
  data: DocumentData;
  version: number;
  createTime: Timestamp;
}

type Write =
  | { kind: 'create'; path: string; data: DocumentData }
  | { kind: 'set'; path: string; data: DocumentData; merge: boolean }
  | { kind: 'delete'; path: string };

const grpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
/** gRPC status of a query Firestore refuses to plan (a missing index). */
const FAILED_PRECONDITION = 9;

export class FakeFirestore {
  readonly documents = new Map<string, Stored>();
  /**
   * The document reads Firestore would bill for what was asked so far (decision 035's costs): one
   * per document a get or query returns (one for a query returning none), one per 1,000 index
   * entries an aggregation counts (at least one).
   */
  billedReads = 0;
  private versions = 0;

  collection(name: string): FakeQuery {
    return new FakeQuery(this, name, [], [], null);
  }

  doc(path: string): FakeDocRef {
    const [collection, id, ...rest] = path.split('/');
    if (!collection || !id || rest.length > 0) throw new Error(`not a document path: ${path}`);
    return new FakeDocRef(this, collection, id);
  }

  async listCollections(): Promise<{ id: string }[]> {
    await tick();
    return [...new Set([...this.documents.keys()].map((path) => path.split('/')[0] ?? ''))].map((id) => ({ id }));
  }

  async terminate(): Promise<void> {}

  /** A write batch: at most 500 writes, applied together at commit, as Firestore's. */
  batch() {
    const writes: Write[] = [];
    const batch = {
      create: (ref: FakeDocRef, data: DocumentData) => (
        writes.push({ kind: 'create', path: ref.path, data: checked(data) }),
        batch
      ),
      set: (ref: FakeDocRef, data: DocumentData) => (
        writes.push({ kind: 'set', path: ref.path, data: checked(data), merge: false }),
        batch
      ),
      commit: async () => {
        await tick();
        if (writes.length > 500) throw grpcError(3, 'INVALID_ARGUMENT: maximum 500 writes allowed per request');
        this.apply(writes);
      },
    };
    return batch;
  }

  /** Retries a commit whose reads went stale (ABORTED) up to `maxAttempts` times in all, as the Admin SDK does. */
  async runTransaction<T>(
    update: (tx: FakeTransaction) => Promise<T>,
    { maxAttempts = 5 }: { maxAttempts?: number } = {},
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const tx = new FakeTransaction(this);
      const result = await update(tx);
      try {
        await tx.commit();
        return result;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 10 || attempt >= maxAttempts) throw error;
      }
    }
  }

  read(path: string): Stored | undefined {
    const stored = this.documents.get(path);
    return stored && { ...stored, data: copyOf(stored.data) };
  }

  /** Applies the writes atomically: all of them, or none when one fails. */
  apply(writes: Write[]): void {
    for (const write of writes) {
      if (write.kind === 'create' && this.documents.has(write.path))
        throw grpcError(6, `ALREADY_EXISTS: ${write.path}`);
    }
    for (const write of writes) {
      const before = this.documents.get(write.path);
      if (write.kind === 'delete') {
        this.documents.delete(write.path);
        continue;
      }
      const data = write.kind === 'set' && write.merge && before ? { ...before.data, ...write.data } : write.data;
      this.documents.set(write.path, {
        data: copyOf(data),
        version: ++this.versions,
        createTime: before?.createTime ?? Timestamp.now(),
      });
    }
  }
}

class FakeDocRef {
  readonly path: string;
  constructor(
    private readonly db: FakeFirestore,
    collection: string,
    readonly id: string,
  ) {
    if (id === '' || id.includes('/')) throw new Error(`not a document id: ${id}`);
    this.path = `${collection}/${id}`;
  }

  async get(): Promise<FakeSnapshot> {
    await tick();
    this.db.billedReads += 1;
    return new FakeSnapshot(this, this.db.read(this.path));
  }

  /** A write of its own, outside any transaction. */
  async set(data: DocumentData): Promise<void> {
    await tick();
    this.db.apply([{ kind: 'set', path: this.path, data: checked(data), merge: false }]);
  }
}

class FakeSnapshot {
  readonly id: string;
  readonly exists: boolean;
  readonly createTime: Timestamp | undefined;
  constructor(
    readonly ref: FakeDocRef,
    private readonly stored: Stored | undefined,
  ) {
    this.id = ref.id;
    this.exists = stored !== undefined;
    this.createTime = stored?.createTime;
  }

  data(): DocumentData | undefined {
    return this.stored && copyOf(this.stored.data);
  }

  /** One field's value (undefined when absent), as DocumentSnapshot.get. */
  get(field: string): unknown {
    return this.stored?.data[field];
  }

  /** The same document with only these fields, as a select() query returns it. */
  narrowedTo(fields: readonly string[]): FakeSnapshot {
    if (!this.stored) return this;
    const data = Object.fromEntries(
      fields.filter((field) => field in this.stored!.data).map((field) => [field, this.stored!.data[field]]),
    );
    return new FakeSnapshot(this.ref, { ...this.stored, data });
  }

  get version(): number {
    return this.stored?.version ?? 0;
  }
}

type Filter = [field: string, op: '==' | 'in' | '>=' | '<', value: unknown];
type Order = [field: string | typeof DOCUMENT_ID, direction: 'asc' | 'desc'];
const DOCUMENT_ID = Symbol('document id');

class FakeQuery {
  constructor(
    private readonly db: FakeFirestore,
    private readonly name: string,
    private readonly filters: readonly Filter[],
    private readonly orders: readonly Order[],
    private readonly max: number | null,
    private readonly after: readonly unknown[] | null = null,
    /** The fields select() keeps, or null for whole documents. */
    private readonly fields: readonly string[] | null = null,
  ) {}

  private with(changes: {
    filters?: readonly Filter[];
    orders?: readonly Order[];
    max?: number;
    after?: readonly unknown[];
    fields?: readonly string[];
  }): FakeQuery {
    return new FakeQuery(
      this.db,
      this.name,
      changes.filters ?? this.filters,
      changes.orders ?? this.orders,
      changes.max ?? this.max,
      changes.after ?? this.after,
      changes.fields ?? this.fields,
    );
  }

  doc(id: string): FakeDocRef {
    return new FakeDocRef(this.db, this.name, id);
  }

  where(field: string, op: string, value: unknown): FakeQuery {
    if (op !== '==' && op !== 'in' && op !== '>=' && op !== '<')
      throw new Error(`the fake supports only ==, in, >= and <, not ${op}`);
    return this.with({ filters: [...this.filters, [field, op, value]] });
  }

  orderBy(field: string | FieldPath, direction: 'asc' | 'desc' = 'asc'): FakeQuery {
    const key =
      field instanceof FieldPath ? (field.isEqual(FieldPath.documentId()) ? DOCUMENT_ID : field.toString()) : field;
    return this.with({ orders: [...this.orders, [key, direction]] });
  }

  /** Values of the orderBy fields, in order, as Firestore's startAfter(...values). */
  startAfter(...values: unknown[]): FakeQuery {
    if (values.length === 0 || values.length > this.orders.length)
      throw new Error('startAfter needs a value per orderBy');
    return this.with({ after: values });
  }

  /** Only these top-level fields of each document (Firestore's projection; the fake knows no nested paths). */
  select(...fields: string[]): FakeQuery {
    if (fields.some((field) => field.includes('.'))) throw new Error('the fake selects only top-level fields');
    return this.with({ fields });
  }

  limit(max: number): FakeQuery {
    return this.with({ max });
  }

  count() {
    return {
      get: async () => {
        const count = (await this.matching()).length;
        this.db.billedReads += Math.max(1, Math.ceil(count / 1000));
        return { data: () => ({ count }) };
      },
    };
  }

  async get(): Promise<{ docs: FakeSnapshot[] }> {
    let docs = await this.matching();
    if (this.after) docs = docs.filter((doc) => this.compare(this.keyOf(doc), this.after!) > 0);
    if (this.max !== null) docs = docs.slice(0, this.max);
    this.db.billedReads += Math.max(1, docs.length);
    return { docs: this.fields ? docs.map((doc) => doc.narrowedTo(this.fields!)) : docs };
  }

  private async matching(): Promise<FakeSnapshot[]> {
    await tick();
    const problem = queryProblem({
      collection: this.name,
      // `in` is planned as an equality (one per value).
      equalities: this.filters.filter(([, op]) => op === '==' || op === 'in').map(([field]) => field),
      ranges: this.filters.filter(([, op]) => op === '>=' || op === '<').map(([field]) => field),
      orderBy: this.orders.map(([field, direction]) => [field === DOCUMENT_ID ? '__name__' : field, direction]),
    });
    if (problem) throw grpcError(FAILED_PRECONDITION, `the Firestore double refuses this query: ${problem}`);
    const docs = [...this.db.documents.keys()]
      .filter((path) => path.startsWith(`${this.name}/`))
      .map(
        (path) =>
          // The stored entry itself: writes replace entries, never change one, and data() copies.
          new FakeSnapshot(
            new FakeDocRef(this.db, this.name, path.slice(this.name.length + 1)),
            this.db.documents.get(path),
          ),
      )
      .filter((doc) => this.filters.every(([field, op, value]) => matches(doc.get(field), op, value)))
      // orderBy leaves out documents without the field.
      .filter((doc) => this.orders.every(([field]) => field === DOCUMENT_ID || doc.get(field) !== undefined));
    return docs.sort((a, b) => this.compare(this.keyOf(a), this.keyOf(b)));
  }

  /** The query's order; Firestore breaks ties by document id in the direction of the last orderBy. */
  private get fullOrder(): readonly Order[] {
    const last = this.orders.at(-1);
    if (last?.[0] === DOCUMENT_ID) return this.orders;
    return [...this.orders, [DOCUMENT_ID, last?.[1] ?? 'asc']];
  }

  private keyOf(doc: FakeSnapshot): unknown[] {
    return this.fullOrder.map(([field]) => (field === DOCUMENT_ID ? doc.id : doc.get(field)));
  }

  private compare(a: readonly unknown[], b: readonly unknown[]): number {
    for (const [index, [, direction]] of this.fullOrder.entries()) {
      if (index >= a.length || index >= b.length) return 0;
      const order = compareValues(a[index], b[index]);
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  }
}

function matches(actual: unknown, op: Filter[1], value: unknown): boolean {
  if (op === '==') return actual === value;
  if (op === 'in') return (value as unknown[]).includes(actual);
  // Range filters match only values of the same type (strings here).
  if (typeof actual !== typeof value || actual === undefined) return false;
  return op === '>=' ? compareValues(actual, value) >= 0 : compareValues(actual, value) < 0;
}

/** Strings by code unit (as Firestore orders UTF-8 strings), numbers numerically, Timestamps in time. */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Timestamps compare by valueOf(), a string made for ordering.
  if (a instanceof Timestamp && b instanceof Timestamp) return compareValues(a.valueOf(), b.valueOf());
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

class FakeTransaction {
  private readonly reads = new Map<string, number>();
  private readonly writes: Write[] = [];
  constructor(private readonly db: FakeFirestore) {}

  async get(target: FakeDocRef | FakeQuery): Promise<FakeSnapshot | { docs: FakeSnapshot[] }> {
    if (this.writes.length > 0)
      throw new Error('Firestore transactions require all reads to be executed before all writes.');
    const result = await target.get();
    for (const doc of 'docs' in result ? result.docs : [result]) this.reads.set(doc.ref.path, doc.version);
    return result;
  }

  create(ref: FakeDocRef, data: DocumentData): this {
    this.writes.push({ kind: 'create', path: ref.path, data: checked(data) });
    return this;
  }

  set(ref: FakeDocRef, data: DocumentData, options?: { merge?: boolean }): this {
    this.writes.push({ kind: 'set', path: ref.path, data: checked(data), merge: options?.merge === true });
    return this;
  }

  delete(ref: FakeDocRef): this {
    this.writes.push({ kind: 'delete', path: ref.path });
    return this;
  }

  async commit(): Promise<void> {
    await tick();
    for (const [path, version] of this.reads) {
      if ((this.db.documents.get(path)?.version ?? 0) !== version) throw grpcError(10, `ABORTED: ${path} changed`);
    }
    this.db.apply(this.writes);
  }
}

/** Firestore refuses undefined values, nested ones too (ignoreUndefinedProperties is off by default). */
function checked(data: DocumentData, path = ''): DocumentData {
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined)
      throw new Error(`Cannot use "undefined" as a Firestore value (found in field "${path}${field}").`);
    if (typeof value === 'object' && value !== null && (Array.isArray(value) || value.constructor === Object))
      checked(value as DocumentData, `${path}${field}.`);
  }
  return data;
}

export class FakeBucket {
  readonly objects = new Map<string, { bytes: Buffer; contentType: string | undefined }>();

  file(path: string) {
    return {
      save: async (bytes: Buffer, options?: { contentType?: string }) => {
        await tick();
        this.objects.set(path, { bytes: Buffer.from(bytes), contentType: options?.contentType });
      },
      download: async (): Promise<[Buffer]> => {
        await tick();
        const object = this.objects.get(path);
        if (!object) throw Object.assign(new Error(`No such object: ${path}`), { code: 404 });
        return [Buffer.from(object.bytes)];
      },
      delete: async (options?: { ignoreNotFound?: boolean }) => {
        await tick();
        if (!this.objects.delete(path) && !options?.ignoreNotFound)
          throw Object.assign(new Error(`No such object: ${path}`), { code: 404 });
      },
    };
  }
}

export const asFirestore = (fake: FakeFirestore) => fake as unknown as Firestore;
export const asBucket = (fake: FakeBucket) => fake as unknown as Bucket;

/** Lets other callers run between two steps, as a network round trip would. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A deep copy of document data that keeps Timestamps Timestamps (structuredClone would not). */
function copyOf(data: DocumentData): DocumentData {
  const copy: DocumentData = {};
  for (const [field, value] of Object.entries(data)) {
    copy[field] = value instanceof Timestamp ? value : structuredClone(value);
  }
  return copy;
}
