import type { StudentUser } from '@hall/model';
import { newId } from '../ids.ts';
import { DuplicateUserError, type Audit, type NewRecord, type UserRepository } from '../port.ts';
import type { CollectionContext } from './records.ts';
import { ensureOpen, isUniqueViolation } from './rows.ts';

type Row = { data: string };

export function userRepository({ db, appendActivity, keepAnswer }: CollectionContext): UserRepository {
  const byEmail = db.prepare<[string], Row>('SELECT data FROM users WHERE email = ?');
  const all = db.prepare<[], Row>('SELECT data FROM users ORDER BY created_at ASC, rowid ASC');
  const insert = db.prepare('INSERT INTO users (_id, email, created_at, data, uid) VALUES (?, ?, ?, ?, ?)');
  const maker = db.prepare<[string], { uid: string | null }>('SELECT uid FROM users WHERE email = ?');
  const replace = db.prepare('UPDATE users SET data = ? WHERE email = ?');
  // The row is also the one-per-e-mail guard (email UNIQUE): deleting it frees the address.
  const remove = db.prepare('DELETE FROM users WHERE _id = ?');
  const parse = (row: Row | undefined) => (row ? (JSON.parse(row.data) as StudentUser) : null);
  const byId = db.prepare<[string], Row>('SELECT data FROM users WHERE _id = ?');
  const removeAudited = db.transaction((id: string, audit: Audit | undefined) => {
    const user = parse(byId.get(id));
    if (!user) return false;
    remove.run(id);
    if (audit) {
      appendActivity(audit, { collection: 'users', recordId: id, studentId: user.id, changes: { email: user.email } });
    }
    return true;
  });
  return {
    async findByEmail(email) {
      ensureOpen(db);
      return parse(byEmail.get(email.toLowerCase()));
    },
    async madeBy(email) {
      ensureOpen(db);
      return maker.get(email.toLowerCase())?.uid ?? null;
    },
    async list() {
      ensureOpen(db);
      return all.all().map((row) => JSON.parse(row.data) as StudentUser);
    },
    async insert(user: NewRecord<StudentUser>, options) {
      ensureOpen(db);
      const doc: StudentUser = {
        _id: newId(),
        createdAt: new Date().toISOString(),
        ...user,
        email: user.email.toLowerCase(),
      };
      try {
        db.transaction(() => {
          insert.run(doc._id, doc.email, doc.createdAt, JSON.stringify(doc), options?.uid ?? null);
          if (options?.answerKey) keepAnswer(options.answerKey, doc._id);
        })();
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateUserError();
        throw error;
      }
      return doc;
    },
    async update(email, changes) {
      ensureOpen(db);
      const before = parse(byEmail.get(email.toLowerCase()));
      if (!before) return { matched: false, modified: false };
      const after = JSON.stringify({ ...before, ...changes });
      const modified = after !== JSON.stringify(before);
      if (modified) replace.run(after, before.email);
      return { matched: true, modified };
    },
    async remove(id, audit) {
      ensureOpen(db);
      return removeAudited(id, audit);
    },
  };
}
