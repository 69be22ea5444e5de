// The office's notices: notices/{id} in Firestore, each pointing at its PDF in Cloud Storage. The
// board and a PDF's address are the API's in every mode (http-public.ts).
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, isSafePdfName, isUrlSafeDocumentId, noticeInput } from '@hall/model';
import type { RecordsPort } from '../../port.ts';
import { asDataError, notFound, parsedInput } from './errors.ts';
import { checkPdf, uploadPdf } from './files.ts';
import { storageOf } from './instance.ts';
import { newRecordId, noticeObjectPath } from './mapping.ts';
import type { Session } from './session.ts';

export function noticeBoard(session: Session): RecordsPort['notices'] {
  const { db, auth } = session;
  return {
    upload: async ({ title, date, file: pdf }, onProgress) => {
      await session.signedInUser();
      const fields = parsedInput(noticeInput, { title, date });
      await checkPdf(pdf);
      const noticeId = newRecordId();
      // The portal names the object (never the uploader's file name): one plain segment.
      const fileName = `${noticeId}.pdf`;
      if (!isSafePdfName(fileName)) throw new Error(`unsafe notice name ${fileName}`);
      await uploadPdf(auth.app, noticeObjectPath(fileName), pdf, onProgress);
      // The PDF first, then the notice that points at it: the board never lists a missing file.
      await asDataError(() =>
        setDoc(doc(db, COLLECTIONS.notices, noticeId), { ...fields, fileName, createdAt: serverTimestamp() }),
      );
    },
    remove: async (id) => {
      if (!isUrlSafeDocumentId(id)) throw notFound();
      const ref = doc(db, COLLECTIONS.notices, id);
      const notice = await asDataError(() => getDoc(ref));
      if (!notice.exists()) throw notFound();
      const fileName: unknown = notice.data().fileName;
      // The notice first (the Cloud Function logs its deletion), so the board never lists a
      // missing file; then its PDF. The notice is gone either way: a PDF left behind by a
      // failure there is harmless, so that failure is only logged.
      await asDataError(() => deleteDoc(ref));
      if (typeof fileName === 'string' && isSafePdfName(fileName)) {
        try {
          const { sdk, bucket } = await storageOf(auth.app);
          await sdk.deleteObject(sdk.ref(bucket, noticeObjectPath(fileName)));
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'storage/object-not-found')
            console.warn('The PDF of a deleted notice stays in Storage:', fileName, error);
        }
      }
      return { acknowledged: true, deletedCount: 1 };
    },
  };
}
