// Profiles (users/{uid}, with their one-per-e-mail guard userEmails/{e-mail}) and the messages a
// signed-in visitor sends the office. A student's own writes carry their pace stamp (session.ts).
import { collection, doc, orderBy, query, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { COLLECTIONS, contactMessageInput, messages, newUserInput, profileUpdateInput } from '@hall/model';
import { DataError, type RecordsPort } from '../../port.ts';
import { commitClaiming } from './claims.ts';
import { asDataError, emailUnverified, noProfile, parsedInput } from './errors.ts';
import { newRecordId } from './mapping.ts';
import { readRecords } from './paging.ts';
import type { Session } from './session.ts';

export function userProfiles(session: Session): RecordsPort['users'] {
  const { db } = session;
  return {
    me: async () => asDataError(async () => (await session.ownProfile(await session.signedInUser())).profile),
    list: async () => readRecords('users', query(collection(db, COLLECTIONS.users), orderBy('createdAt', 'asc'))),
    create: async (input) => {
      const user = await session.signedInUser();
      const fields = parsedInput(newUserInput, input);
      if (fields.email !== user.email.toLowerCase()) {
        throw new DataError({ status: 403, code: 'forbidden', message: messages.api.forbidden });
      }
      if ((await asDataError(() => session.ownProfile(user))).profile) {
        throw new DataError({ status: 409, code: 'conflict', message: messages.api.userExists });
      }
      const createdAt = serverTimestamp();
      // The profile and its one-per-e-mail guard are created together or not at all.
      const batch = writeBatch(db);
      batch.set(doc(db, COLLECTIONS.users, user.uid), { ...fields, createdAt });
      const guard = doc(db, COLLECTIONS.userEmails, fields.email);
      batch.set(guard, { userId: user.uid, createdAt });
      await commitClaiming(batch, guard, 'e-mail-claimed');
      return { acknowledged: true, insertedId: user.uid };
    },
    updateMe: async (input) => {
      const user = await session.signedInUser();
      const fields = parsedInput(profileUpdateInput, input);
      const changes: Record<string, string> = { name: fields.name };
      if (fields.phone !== undefined) changes.phone = fields.phone;
      const { profile, lastWriteAt } = await asDataError(() => session.ownProfile(user));
      if (!profile) throw noProfile();
      const current = profile as unknown as Record<string, unknown>;
      const modified = Object.entries(changes).some(([field, value]) => current[field] !== value);
      if (modified) {
        const batch = writeBatch(db);
        const own = doc(db, COLLECTIONS.users, user.uid);
        batch.update(own, changes);
        await session.stampPace(batch, user, lastWriteAt, own);
        await asDataError(() => batch.commit());
      }
      return { acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 };
    },
  };
}

export function contactMessages(session: Session): RecordsPort['contactMessages'] {
  const { db } = session;
  return {
    create: async (input) => {
      const user = await session.signedInUser();
      const fields = parsedInput(contactMessageInput, input);
      if (!user.emailVerified) throw emailUnverified();
      const messageId = newRecordId();
      const { profile, lastWriteAt } = await asDataError(() => session.ownProfile(user));
      if (!profile) throw noProfile();
      const batch = writeBatch(db);
      const message = doc(db, COLLECTIONS.contactMessages, messageId);
      batch.set(message, { ...fields, senderEmail: user.email.toLowerCase(), createdAt: serverTimestamp() });
      await session.stampPace(batch, user, lastWriteAt, message);
      await asDataError(() => batch.commit());
      return { acknowledged: true, insertedId: messageId };
    },
    listAll: async () =>
      readRecords('contactMessages', query(collection(db, COLLECTIONS.contactMessages), orderBy('createdAt', 'desc'))),
  };
}
