// Claims: transactions/{normalised id} makes a bKash transaction id pay once, userEmails/{e-mail}
// one profile per address. Created in the batch of what they guard; read back to say why the rules
// refused a batch; a claim is released with an unapproved request it named.
import { doc, getDoc, type DocumentData, type DocumentReference, type WriteBatch } from 'firebase/firestore/lite';
import { claimFromDocument, COLLECTIONS, messages, recordFromDocument, transactionIdSchema } from '@hall/model';
import { DataError, type RecordsPort } from '../../port.ts';
import { asDataError, dataErrorOf, isRefusal, type RefusalReason } from './errors.ts';
import { transactionClaimId } from './mapping.ts';
import type { Session } from './session.ts';

/**
 * Commits a batch that creates `claim` (a transaction-id claim or an e-mail guard). A refusal says
 * `reason` only when the claim turns out to exist already; any other refusal reads as a refusal,
 * never as a false reason. The rules let the owner read their e-mail guard, and let a student read
 * a transaction claim only where there is none (decision 021): a refused read of one means taken.
 */
export async function commitClaiming(
  batch: WriteBatch,
  claim: DocumentReference | null,
  reason: RefusalReason,
): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    if (!claim || !isRefusal(error)) throw dataErrorOf(error);
    const unreadableMeansTaken = reason === 'transaction-id-claimed';
    const taken = await getDoc(claim).then(
      (snapshot) => snapshot.exists(),
      (readError: unknown) => unreadableMeansTaken && isRefusal(readError),
    );
    throw dataErrorOf(error, taken ? reason : 'unknown');
  }
}

/** Releases a paid record's transaction-id claim in `batch` if it still names the record. */
export async function releaseClaim(session: Session, batch: WriteBatch, id: string, data: DocumentData) {
  const claim = doc(session.db, COLLECTIONS.transactions, transactionClaimId(String(data.Transaction_id ?? '')));
  const claimed = await asDataError(() => getDoc(claim));
  if (!claimed.exists() || claimed.data().recordId !== id) return;
  batch.delete(claim);
}

/** The lookup of a transaction id: the rules let a signed-in caller get one claim; the record behind it, only the admin. */
export function transactionLookup(session: Session): RecordsPort['transactions'] {
  return {
    find: async (typed) => {
      await session.signedInUser();
      const parsed = transactionIdSchema.safeParse(typed);
      if (!parsed.success) {
        throw new DataError({
          status: 400,
          code: 'invalid_query',
          message: messages.api.invalidBody,
          fields: { transactionId: parsed.error.issues[0]?.message ?? '' },
        });
      }
      const key = transactionClaimId(parsed.data);
      const snapshot = await asDataError(() => getDoc(doc(session.db, COLLECTIONS.transactions, key)));
      const claim = claimFromDocument(key, snapshot.data());
      if (!claim) return null;
      const held = await asDataError(() => getDoc(doc(session.db, COLLECTIONS[claim.collection], claim.recordId)));
      return { ...claim, record: held.exists() ? recordFromDocument(claim.collection, held.id, held.data()) : null };
    },
  };
}
