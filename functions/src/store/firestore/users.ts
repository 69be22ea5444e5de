// Profiles (users/{uid}) and their one-per-e-mail guards (userEmails/{e-mail}); the layout and
// why the guard is a document: firestore-store.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, isFirestoreDocumentId, type StudentUser } from '@hall/model';
import { DuplicateUserError, type NewRecord, type UserRepository } from '../port.ts';
import { newId } from '../ids.ts';
import { changesAnything, documentId, fromDocument, fromSnapshot, timestampOf, toDocument } from './mapping.ts';
import { appendActivity } from './activity.ts';
import { rethrowAlreadyExists } from './claims.ts';
import { keepAnswer } from './idempotency.ts';

export function userRepository(db: Firestore): UserRepository {
  const users = db.collection(COLLECTIONS.users);
  const emails = db.collection(COLLECTIONS.userEmails);
  const byEmail = (email: string) => users.where('email', '==', email.toLowerCase()).limit(1);

  return {
    async findByEmail(email) {
      const [doc] = (await byEmail(email).get()).docs;
      return doc ? fromSnapshot('users', doc) : null;
    },
    // Profiles are keyed by the uid of the account that made them (users/{uid}, as the rules ask).
    async madeBy(email) {
      const [doc] = (await byEmail(email).get()).docs;
      return doc?.id ?? null;
    },
    async list() {
      const snapshot = await users.orderBy('createdAt', 'asc').get();
      return snapshot.docs.map((doc) => fromSnapshot('users', doc));
    },
    async insert(user: NewRecord<StudentUser>, options = {}) {
      const _id = documentId(options.uid ?? newId());
      const createdAt = new Date().toISOString();
      const data = toDocument('users', { ...user, createdAt });
      const guard = emails.doc(documentId(String(data.email)));
      await db
        .runTransaction(async (tx) => {
          const existing = await tx.get(guard);
          if (existing.exists) {
            // A student recreated in Auth (a new uid) takes the guard over once the old profile is gone.
            const previous = existing.data()?.userId;
            const oldProfile =
              typeof previous === 'string' && previous !== '' && !previous.includes('/')
                ? await tx.get(users.doc(previous))
                : null;
            if (oldProfile?.exists !== false) throw new DuplicateUserError();
            tx.set(guard, { userId: _id, createdAt: timestampOf(createdAt) });
          } else {
            tx.create(guard, { userId: _id, createdAt: timestampOf(createdAt) });
          }
          tx.create(users.doc(_id), data);
          if (options.answerKey) keepAnswer(db, tx, options.answerKey, _id);
        })
        .catch(rethrowAlreadyExists(() => new DuplicateUserError()));
      return fromDocument('users', _id, data);
    },
    async remove(id, audit) {
      if (!isFirestoreDocumentId(id)) return false;
      const profile = users.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(profile);
        const email = snapshot.data()?.email;
        if (!snapshot.exists) return false;
        // The guard goes with the profile when it points to it, so the address can sign up again.
        if (isFirestoreDocumentId(email)) {
          const guard = emails.doc(email);
          if ((await tx.get(guard)).data()?.userId === id) tx.delete(guard);
        }
        // The entry after every read (a Firestore transaction reads before it writes).
        if (audit) {
          const studentId = snapshot.data()?.id;
          appendActivity(db, tx, audit, {
            collection: COLLECTIONS.users,
            recordId: id,
            studentId: typeof studentId === 'string' ? studentId : null,
            changes: typeof email === 'string' ? { email } : {},
          });
        }
        tx.delete(profile);
        return true;
      });
    },
    async update(email, changes) {
      return db.runTransaction(async (tx) => {
        const [doc] = (await tx.get(byEmail(email))).docs;
        if (!doc) return { matched: false, modified: false };
        const before = fromSnapshot('users', doc);
        const patch = toDocument('users', { name: changes.name, phone: changes.phone });
        const modified = changesAnything(before, patch);
        if (modified) tx.set(doc.ref, patch, { merge: true });
        return { matched: true, modified };
      });
    },
  };
}
