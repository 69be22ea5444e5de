import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isSafePdfName } from '@hall/model';
import type { FileRepository, OwnedFileRepository } from '../port.ts';

/** Local token files need no owner folder: the server names them uniquely and serves them itself. */
export function byName(files: FileRepository): OwnedFileRepository {
  return { save: (_owner, name, bytes) => files.save(name, bytes), read: (_owner, name) => files.read(name) };
}

export function fileRepository(folder: string): FileRepository {
  // Names come from the server (see routes), but never trust a path: keep to one plain segment.
  const pathOf = (name: string) => {
    if (!isSafePdfName(name)) return null;
    return path.join(folder, name);
  };
  return {
    async save(name, bytes) {
      const file = pathOf(name);
      if (!file) throw new Error(`unsafe file name: ${name}`);
      // Write then rename, so a reader never sees half a file; a temporary name of its own per
      // save, so two saves of one file at once do not share one (the last complete write wins).
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      try {
        await fs.promises.writeFile(temp, bytes);
        await fs.promises.rename(temp, file);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },
    async read(name) {
      const file = pathOf(name);
      if (!file) return null;
      try {
        return await fs.promises.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      const file = pathOf(name);
      if (file) await fs.promises.rm(file, { force: true });
    },
  };
}
