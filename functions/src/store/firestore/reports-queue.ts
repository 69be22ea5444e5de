// The queue report in Firestore (issue 32, decision 035; reports.ts has the rest): counts for what
// is pending and filed, a newest-first read for the oldest pending request (a pending one has no
// `status`, which no query can ask for), and the activity log's decisions of the last 30 days.
import { FieldPath, Timestamp, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  addDays,
  APPROVED_STATUS,
  COLLECTIONS,
  DECISION_ACTIONS,
  hallDate,
  hallInstant,
  hoursBetween,
  lastDays,
  median,
  QUEUE_KINDS,
  REJECTED_STATUS,
  type PendingFigure,
  type QueueKind,
  type QueueReport,
} from '@hall/model';

/** How many requests one read of the newest-first scan asks for. */
const SCAN_PAGE = 300;

/** What an aggregation query counts. */
export const countOf = async (query: Query): Promise<number> => (await query.count().get()).data().count;

/** Documents whose `createdAt` falls in [start, end). */
export const filedBetween = (query: Query, start: Date, end: Date): Query =>
  query.where('createdAt', '>=', Timestamp.fromDate(start)).where('createdAt', '<', Timestamp.fromDate(end));

const dayStart = (day: string) => hallInstant(day, '00:00');
const isPending = (status: unknown) => status !== APPROVED_STATUS && status !== REJECTED_STATUS;
const millisOf = (doc: QueryDocumentSnapshot) => (doc.get('createdAt') as Timestamp).toMillis();

export async function queueReport(db: Firestore, now: Date): Promise<QueueReport> {
  const days = lastDays(now);
  const [pending, filed, decisions] = await Promise.all([
    Promise.all(QUEUE_KINDS.map((kind) => pendingFigure(db, kind))),
    // One count per day and kind: 90 reads, fewer than reading a month of requests at a hall's scale.
    Promise.all(
      days.map(async (day) => {
        const counts = await Promise.all(
          QUEUE_KINDS.map((kind) =>
            countOf(filedBetween(db.collection(COLLECTIONS[kind]), dayStart(day), dayStart(addDays(day, 1)))),
          ),
        );
        return counts.reduce((sum, count) => sum + count, 0);
      }),
    ),
    firstDecisions(db, dayStart(days[0]!), dayStart(addDays(days.at(-1)!, 1))),
  ]);
  const decidedOn = new Map<string, number>();
  for (const decision of decisions) decidedOn.set(decision.day, (decidedOn.get(decision.day) ?? 0) + 1);
  const waits = decisions.flatMap((decision) => (decision.hours === null ? [] : [decision.hours]));
  return {
    pending,
    days: days.map((day, index) => ({ day, filed: filed[index]!, decided: decidedOn.get(day) ?? 0 })),
    medianHoursToDecision: median(waits),
    decisions: waits.length,
  };
}

/** Pending requests filed in [from, before) (either bound optional): all less approved less rejected. */
const pendingBefore = async (requests: Query, before?: Date, from?: Date): Promise<number> => {
  const since = from ? requests.where('createdAt', '>=', Timestamp.fromDate(from)) : requests;
  const filed = before ? since.where('createdAt', '<', Timestamp.fromDate(before)) : since;
  // Ordered as the (status, createdAt DESC) indexes are: Firestore does not scan one backwards.
  const withStatus = (status: string) => filed.where('status', '==', status).orderBy('createdAt', 'desc');
  const [all, approved, rejected] = await Promise.all([
    countOf(filed),
    countOf(withStatus(APPROVED_STATUS)),
    countOf(withStatus(REJECTED_STATUS)),
  ]);
  return all - approved - rejected;
};

/**
 * How many of a kind are pending (three counts) and when the oldest was filed. A pending request
 * has no `status`, which no query can ask for: the newest page is read (a queue the office keeps up
 * with ends there); past it, the span holding the oldest pending one is halved by counting the
 * pending filed from its start to its middle (none are pending before its start) until at most a
 * page is left, which is read oldest first.
 */
async function pendingFigure(db: Firestore, kind: QueueKind): Promise<PendingFigure> {
  const requests = db.collection(COLLECTIONS[kind]);
  const pending = await pendingBefore(requests);
  if (pending === 0) return { kind, pending, oldestFiledAt: null };
  const newest = await requests
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .select('createdAt', 'status')
    .limit(SCAN_PAGE)
    .get();
  const seen = newest.docs.filter((doc) => isPending(doc.get('status')));
  let oldest = seen.at(-1);
  if (seen.length < pending && newest.docs.length === SCAN_PAGE) {
    // None pending before `from`; the unseen ones before `to` (they sort after the page).
    const [first] = (await requests.orderBy('createdAt').select('createdAt').limit(1).get()).docs;
    let from = millisOf(first!);
    let to = millisOf(newest.docs.at(-1)!) + 1;
    const span = () => filedBetween(requests, new Date(from), new Date(to));
    while (to - from > 1 && (await countOf(span())) > SCAN_PAGE) {
      const middle = Math.floor((from + to) / 2);
      // Only [from, middle): nothing is pending before `from`, so each step counts a smaller window.
      if ((await pendingBefore(requests, new Date(middle), new Date(from))) > 0) to = middle;
      else from = middle;
    }
    const older = await span().orderBy('createdAt').select('createdAt', 'status').get();
    oldest = older.docs.find((doc) => isPending(doc.get('status'))) ?? oldest;
  }
  const filedAt = oldest?.get('createdAt') as Timestamp | undefined;
  return { kind, pending, oldestFiledAt: filedAt ? filedAt.toDate().toISOString() : null };
}

interface FirstDecision {
  day: string;
  /** Hours from filing to this decision, when the entry knows when the request was filed. */
  hours: number | null;
}

/**
 * The requests first decided in [start, end): the log's decision entries in the range, the first
 * of each record. Only a room application is decided twice (an allotment moved to another room),
 * so for one allotted in the range the record's earlier decisions are read too (a few entries).
 */
async function firstDecisions(db: Firestore, start: Date, end: Date): Promise<FirstDecision[]> {
  const log = db.collection(COLLECTIONS.activity);
  const decisions = log.where('action', 'in', [...DECISION_ACTIONS]);
  // Newest first, as the (action, createdAt DESC) index is ordered.
  const entries = await filedBetween(decisions, start, end)
    .orderBy('createdAt', 'desc')
    .select('createdAt', 'action', 'collection', 'recordId', 'about')
    .get();
  const first = new Map<string, { at: Date; filedAt: unknown; action: string; collection: string; recordId: string }>();
  for (const doc of entries.docs) {
    const collection = String(doc.get('collection'));
    if (!(QUEUE_KINDS as readonly string[]).includes(collection)) continue;
    const recordId = String(doc.get('recordId'));
    const at = (doc.get('createdAt') as Timestamp).toDate();
    const key = `${collection}/${recordId}`;
    const earlier = first.get(key);
    if (!earlier || at < earlier.at) {
      first.set(key, {
        at,
        filedAt: doc.get('about')?.createdAt,
        action: String(doc.get('action')),
        collection,
        recordId,
      });
    }
  }
  const decidedBefore = await Promise.all(
    [...first.values()].map(async (decision) => {
      // Only an allotment may follow an earlier one; a rejection is a room application's first decision.
      if (decision.collection !== COLLECTIONS.roomAllotments || decision.action !== 'allocate') return false;
      const history = await decisions.where('recordId', '==', decision.recordId).select('createdAt').get();
      return history.docs.some((doc) => (doc.get('createdAt') as Timestamp).toDate() < start);
    }),
  );
  return [...first.values()]
    .filter((_, index) => !decidedBefore[index])
    .map(({ at, filedAt }) => ({
      day: hallDate(at),
      hours: typeof filedAt === 'string' ? hoursBetween(filedAt, at.toISOString()) : null,
    }));
}
