// PDFs in Cloud Storage (storage.rules decide who may read or write which): uploads with progress,
// and the token PDF the admin attaches to an approved token purchase, kept at
// tokenPdfs/{owner}/{name} and named on the token as pdfFileName.
import { doc, getDoc } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import { APPROVED_STATUS, COLLECTIONS, isUrlSafeDocumentId, messages, recordFromDocument } from '@hall/model';
import { DataError, type TokenPdfPort, type UploadProgress } from '../../port.ts';
import { asDataError, notFound } from './errors.ts';
import { storageOf } from './instance.ts';
import { newRecordId, pdfProblem, tokenPdfObjectPath } from './mapping.ts';
import type { Session } from './session.ts';

/** Stores a PDF in Cloud Storage, reporting progress when asked (a resumable upload sends events). */
export async function uploadPdf(app: FirebaseApp, path: string, pdf: Blob, onProgress?: UploadProgress): Promise<void> {
  const { sdk, bucket } = await storageOf(app);
  const target = sdk.ref(bucket, path);
  const metadata = { contentType: 'application/pdf' };
  if (!onProgress) {
    await asDataError(() => sdk.uploadBytes(target, pdf, metadata));
    return;
  }
  const task = sdk.uploadBytesResumable(target, pdf, metadata);
  task.on('state_changed', (snapshot) =>
    onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
  );
  await asDataError(async () => {
    await task;
  });
  onProgress(1);
}

/** The upload's problem (too large, not a PDF by its first bytes) as the API's error, or nothing. */
export async function checkPdf(pdf: Blob): Promise<void> {
  const problem = pdfProblem(pdf.size, new Uint8Array(await pdf.slice(0, 5).arrayBuffer()));
  if (problem) throw problem;
}

type UpdateRecord = (kind: 'tokenPurchases', id: string, changes: Record<string, string>) => Promise<unknown>;

export function tokenPdfs(session: Session, updateRecord: UpdateRecord): TokenPdfPort {
  async function approvedToken(id: string) {
    if (!isUrlSafeDocumentId(id)) throw notFound();
    const snapshot = await asDataError(() => getDoc(doc(session.db, COLLECTIONS.tokenPurchases, id)));
    if (!snapshot.exists()) throw notFound();
    return recordFromDocument('tokenPurchases', snapshot.id, snapshot.data());
  }
  return {
    attachPdf: async (id, pdf, onProgress) => {
      await session.signedInUser();
      const token = await approvedToken(id);
      if (token.status !== APPROVED_STATUS) {
        throw new DataError({ status: 409, code: 'not_approved', message: messages.api.tokenNotApproved });
      }
      await checkPdf(pdf);
      const fileName = `${newRecordId()}.pdf`;
      await uploadPdf(session.auth.app, tokenPdfObjectPath(token.email, fileName), pdf, onProgress);
      await updateRecord('tokenPurchases', id, { pdfFileName: fileName });
      return fileName;
    },
    attachedPdf: async (id) => {
      const token = await approvedToken(id);
      if (!token.pdfFileName) throw notFound();
      const { sdk, bucket } = await storageOf(session.auth.app);
      return asDataError(() => sdk.getBlob(sdk.ref(bucket, tokenPdfObjectPath(token.email, token.pdfFileName!))));
    },
  };
}
