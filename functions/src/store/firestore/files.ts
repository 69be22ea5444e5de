// The PDFs in Cloud Storage: notices/{name} and tokenPdfs/{owner e-mail}/{name}, the paths
// storage.rules and the SPA's adapter use.
import type { Storage } from 'firebase-admin/storage';
import { isSafePdfName } from '@hall/model';
import type { FileRepository, OwnedFileRepository } from '../port.ts';
import { documentId } from './mapping.ts';

export type Bucket = ReturnType<Storage['bucket']>;

export function fileRepository(bucket: Bucket, folder: string): FileRepository {
  // Names come from the server (see routes), but never trust a path: keep to one plain segment.
  const fileOf = (name: string) => (isSafePdfName(name) ? bucket.file(`${folder}/${name}`) : null);
  return {
    async save(name, bytes) {
      const file = fileOf(name);
      if (!file) throw new Error(`unsafe file name: ${name}`);
      // One request (no resumable session): the object appears whole or not at all.
      await file.save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        resumable: false,
        contentType: 'application/pdf',
      });
    },
    async read(name) {
      const file = fileOf(name);
      if (!file) return null;
      try {
        const [bytes] = await file.download();
        return bytes;
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 404) return null;
        throw error;
      }
    },
    async remove(name) {
      await fileOf(name)?.delete({ ignoreNotFound: true });
    },
  };
}

/** tokenPdfs/{owner e-mail}/{name}: readable by the admin and the owner (storage.rules). */
export function tokenFileRepository(bucket: Bucket, folder: string): OwnedFileRepository {
  const ownerFolder = (owner: string) => fileRepository(bucket, `${folder}/${documentId(owner.toLowerCase())}`);
  return {
    save: (owner, name, bytes) => ownerFolder(owner).save(name, bytes),
    read: (owner, name) => ownerFolder(owner).read(name),
  };
}
