// The dining hall's day in Firestore (issue 30, decision 033), written only by the Cloud Function
// (firestore.rules let no client write any of it):
// - diningStaff/{lowercased e-mail}: { addedAt, addedBy }
// - mealDays/{tokenId}_{day}: { tokenId, day, off, changedAt, ownerEmail }, the day's state
// - mealSwitches/{id}: { tokenId, day, off, at, ownerEmail }, each switch (the token's history)
// - servings/{tokenId}_{day}_{sitting}: { tokenId, day, sitting, servedAt, servedBy }, one per meal
// - diningDays/{day}: { changedAt }, rewritten after every switch and serving of the day commits:
//   what the pages listen to for live counts. Outside the transaction and best-effort: one
//   document per day takes about one write a second, so inside it every counter and student would
//   contend on it in a busy sitting; a missed bump only delays a page's count until the next one.
// Times are ISO strings, as the port gives them.
import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import {
  addDays,
  APPROVED_STATUS,
  COLLECTIONS,
  DINING_COLLECTIONS,
  diningStaffSubject,
  isFirestoreDocumentId,
  mealDayId,
  servingId,
  SITTING_KEYS,
  tokenCovers,
  type DayListEntry,
  type DiningStaffMember,
  type MealSwitch,
  type Serving,
  type SittingKey,
  type TokenPurchase,
} from '@hall/model';
import type { DiningRepository, DiningStaffRepository } from '../port.ts';
import { appendActivity } from './activity.ts';
import { newId } from '../ids.ts';
import { documentId } from './mapping.ts';

/** gRPC status of a `create` that finds its document already there. */
const ALREADY_EXISTS = 6;

/**
 * A transaction reads first, so it sees an existing document; should its commit still find one
 * (a racing transaction created it in between), `answer` as if it had been read.
 */
function whenAlreadyExists<T>(answer: () => Promise<T> | T) {
  return (error: unknown): Promise<T> | T => {
    if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return answer();
    throw error;
  };
}

const servingOf = (data: DocumentData): Serving => ({
  tokenId: String(data.tokenId),
  day: String(data.day),
  sitting: data.sitting as SittingKey,
  servedAt: String(data.servedAt),
  servedBy: String(data.servedBy),
});

export function diningRepository(db: Firestore): DiningRepository {
  const mealDays = db.collection(DINING_COLLECTIONS.mealDays);
  const switches = db.collection(DINING_COLLECTIONS.mealSwitches);
  const servings = db.collection(DINING_COLLECTIONS.servings);
  const diningDays = db.collection(DINING_COLLECTIONS.diningDays);
  const tokens = db.collection(COLLECTIONS.tokenPurchases);

  /**
   * Approved tokens covering the day: Start_date <= day <= End_date, written as a half-open range
   * on Start_date (ISO dates compare as strings). One composite index: (status, End_date, Start_date).
   */
  const covering = (day: string): Query =>
    tokens
      .where('status', '==', APPROVED_STATUS)
      .where('End_date', '>=', day)
      .where('Start_date', '<', addDays(day, 1));
  /** The tokens whose day is switched off: few, so read with their tokens to drop cleared ones. */
  const offOn = async (day: string): Promise<Set<string>> => {
    const off = (await mealDays.where('day', '==', day).where('off', '==', true).get()).docs;
    const ids = off.map((doc) => String(doc.data().tokenId)).filter(isFirestoreDocumentId);
    const found = await Promise.all(ids.map((id) => tokens.doc(id).get()));
    return new Set(
      found.filter((token) => token.exists && tokenCovers(token.data() as TokenPurchase, day)).map((token) => token.id),
    );
  };
  const servingsOf = (day: string, sitting?: SittingKey): Query => {
    const ofDay = servings.where('day', '==', day);
    return sitting === undefined ? ofDay : ofDay.where('sitting', '==', sitting);
  };
  const total = async (query: Query) => (await query.count().get()).data().count;
  /** Tells the day's listeners (see the layout above): a failure is logged, never the change's. */
  const bumpDay = async (day: string, changedAt: string) => {
    try {
      await diningDays.doc(documentId(day)).set({ changedAt });
    } catch (error) {
      console.error(`diningDays/${day} not bumped:`, error);
    }
  };

  return {
    staff: staffRepository(db),
    async offDays(tokenId) {
      const snapshot = await mealDays.where('tokenId', '==', tokenId).where('off', '==', true).get();
      return snapshot.docs.map((doc) => String(doc.data().day)).sort();
    },
    async switches(tokenId) {
      const snapshot = await switches.where('tokenId', '==', tokenId).orderBy('at', 'desc').get();
      return snapshot.docs.map((doc): MealSwitch => {
        const { day, off, at } = doc.data();
        return { tokenId, day, off, at };
      });
    },
    async switchDay(change, ownerEmail) {
      const state = mealDays.doc(documentId(mealDayId(change.tokenId, change.day)));
      const switched = await db.runTransaction(async (tx) => {
        const before = await tx.get(state);
        if ((before.data()?.off === true) === change.off) return { modified: false };
        const { tokenId, day, off, at } = change;
        tx.set(state, { tokenId, day, off, changedAt: at, ownerEmail });
        tx.create(switches.doc(newId()), { tokenId, day, off, at, ownerEmail });
        return { modified: true };
      });
      if (switched.modified) await bumpDay(change.day, change.at);
      return switched;
    },
    async serve(serving) {
      const ref = servings.doc(documentId(servingId(serving.tokenId, serving.day, serving.sitting)));
      const earlier = (data: DocumentData | undefined) => ({ served: false, serving: servingOf(data ?? {}) });
      const answer = await db
        .runTransaction(async (tx) => {
          const existing = await tx.get(ref);
          if (existing.exists) return earlier(existing.data());
          tx.create(ref, { ...serving });
          return { served: true, serving };
        })
        .catch(whenAlreadyExists(async () => earlier((await ref.get()).data())));
      if (answer.served) await bumpDay(serving.day, serving.servedAt);
      return answer;
    },
    async serving(tokenId, day, sitting) {
      const id = servingId(tokenId, day, sitting);
      if (!isFirestoreDocumentId(id)) return null;
      const snapshot = await servings.doc(id).get();
      return snapshot.exists ? servingOf(snapshot.data() ?? {}) : null;
    },
    // Reads: one per 1,000 covering tokens (at least one), one per sitting, and two per day switched off.
    async counts(day) {
      const [tokenCount, off, served] = await Promise.all([
        total(covering(day)),
        offOn(day),
        Promise.all(SITTING_KEYS.map((sitting) => total(servingsOf(day, sitting)))),
      ]);
      const expected = tokenCount - off.size;
      return {
        day,
        tokens: tokenCount,
        switchedOff: off.size,
        sittings: SITTING_KEYS.map((sitting, at) => ({ sitting, expected, served: served[at] ?? 0 })),
      };
    },
    async dayList(day) {
      const [tokenDocs, off, served] = await Promise.all([
        covering(day).get(),
        mealDays.where('day', '==', day).where('off', '==', true).get(),
        servingsOf(day).get(),
      ]);
      const offTokens = new Set(off.docs.map((doc) => doc.data().tokenId));
      const servedOf = new Map<string, DayListEntry['served']>();
      for (const doc of served.docs) {
        const { tokenId, sitting, servedAt } = doc.data();
        servedOf.set(tokenId, { ...servedOf.get(tokenId), [sitting]: servedAt });
      }
      return tokenDocs.docs
        .map((doc): DayListEntry => {
          const { id, name } = doc.data();
          return {
            tokenId: doc.id,
            // A token without them reads '' here, as in SQLite: never "undefined".
            studentId: typeof id === 'string' ? id : '',
            name: typeof name === 'string' ? name : '',
            off: offTokens.has(doc.id),
            served: servedOf.get(doc.id) ?? {},
          };
        })
        .sort((a, b) => byText(a.studentId, b.studentId) || byText(a.tokenId, b.tokenId));
    },
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function staffRepository(db: Firestore): DiningStaffRepository {
  const staff = db.collection(DINING_COLLECTIONS.diningStaff);
  const entryOf = (email: string) => {
    const address = email.trim().toLowerCase();
    return isFirestoreDocumentId(address) ? staff.doc(address) : null;
  };
  return {
    async list() {
      // Document ids are the addresses: Firestore lists them in id order.
      const snapshot = await staff.get();
      return snapshot.docs.map((doc): DiningStaffMember => {
        const { addedAt, addedBy } = doc.data();
        return { email: doc.id, addedAt, addedBy };
      });
    },
    async has(email) {
      const entry = entryOf(email);
      return entry ? (await entry.get()).exists : false;
    },
    async add(member, audit) {
      const entry = staff.doc(documentId(member.email.trim().toLowerCase()));
      return db
        .runTransaction(async (tx) => {
          if ((await tx.get(entry)).exists) return false;
          tx.create(entry, { addedAt: member.addedAt, addedBy: member.addedBy });
          if (audit) appendActivity(db, tx, audit, diningStaffSubject(entry.id));
          return true;
        })
        .catch(whenAlreadyExists(() => false));
    },
    async remove(email, audit) {
      const entry = entryOf(email);
      if (!entry) return false;
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(entry)).exists) return false;
        tx.delete(entry);
        if (audit) appendActivity(db, tx, audit, diningStaffSubject(entry.id));
        return true;
      });
    },
  };
}
