// storage.rules on the Storage emulator: public notice PDFs that only the admin uploads (new
// objects, PDF, at most NOTICE_MAX_BYTES) and deletes, and token PDFs read by their owner and the admin.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { describe, it } from 'vitest';
import { isAllowed, NOTICE_MAX_BYTES, type Actor } from '@hall/model';
import { ADMIN, OTHER, OWNER, useRulesEnvironment, signedIn, STORAGE_SKIPPED, storageOf } from './environment.ts';

// Where the Storage emulator cannot run (no rules runtime on the machine), the file says so once.
if (STORAGE_SKIPPED) console.info(`storage.rules suite: SKIPPED (${STORAGE_SKIPPED}). Not a pass.`);

describe.skipIf(STORAGE_SKIPPED)(`storage.rules${STORAGE_SKIPPED ? ` — skipped: ${STORAGE_SKIPPED}` : ''}`, () => {
  const pdf = (size = 64) => {
    const bytes = new Uint8Array(size);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    return bytes;
  };
  const PDF = { contentType: 'application/pdf' };
  const NOTICE = 'notices/d4d4d4d4d4d4d4d4d4d4d4d4.pdf';
  const TOKEN_PDF = `tokenPdfs/${OWNER.email}/e5e5e5e5e5e5e5e5e5e5e5e5.pdf`;

  const env = useRulesEnvironment({
    beforeEachTest: async (env) => {
      await env.clearStorage();
      await env.withSecurityRulesDisabled(async (context) => {
        const storage = storageOf(context);
        await uploadBytes(ref(storage, NOTICE), pdf(), PDF);
        await uploadBytes(ref(storage, TOKEN_PDF), pdf(), PDF);
      });
    },
  });

  function storageFor(actor: Actor, emailVerified = true) {
    if (actor === 'visitor') return storageOf(env().unauthenticatedContext());
    return storageOf(signedIn(env(), actor === 'admin' ? ADMIN : actor === 'owner' ? OWNER : OTHER, emailVerified));
  }

  describe('notice PDFs (the policy table: notices)', () => {
    for (const actor of ['visitor', 'student', 'owner', 'admin'] as const) {
      const canRead = isAllowed(actor, 'notices', 'read');
      it(`${actor} reads a notice PDF: ${canRead ? 'allowed' : 'denied'}`, async () => {
        const call = getBytes(ref(storageFor(actor), NOTICE));
        if (canRead) await assertSucceeds(call);
        else await assertFails(call);
      });

      const canUpload = isAllowed(actor, 'notices', 'create');
      it(`${actor} uploads a notice PDF: ${canUpload ? 'allowed' : 'denied'}`, async () => {
        const call = uploadBytes(ref(storageFor(actor), 'notices/f6f6f6f6f6f6f6f6f6f6f6f6.pdf'), pdf(), PDF);
        if (canUpload) await assertSucceeds(call);
        else await assertFails(call);
      });

      it(`${actor} replaces a published notice: denied`, async () => {
        await assertFails(uploadBytes(ref(storageFor(actor), NOTICE), pdf(), PDF));
      });

      const canDelete = isAllowed(actor, 'notices', 'delete');
      it(`${actor} deletes a notice PDF: ${canDelete ? 'allowed' : 'denied'}`, async () => {
        const call = deleteObject(ref(storageFor(actor), NOTICE));
        if (canDelete) await assertSucceeds(call);
        else await assertFails(call);
      });
    }

    it("the admin's address unverified cannot delete a notice PDF", async () => {
      await assertFails(deleteObject(ref(storageFor('admin', false), NOTICE)));
    });

    it('the admin uploads up to 10 MB, and nothing larger', async () => {
      const admin = storageFor('admin');
      await assertSucceeds(uploadBytes(ref(admin, 'notices/a7a7a7a7a7a7a7a7a7a7a7a7.pdf'), pdf(NOTICE_MAX_BYTES), PDF));
      await assertFails(
        uploadBytes(ref(admin, 'notices/b8b8b8b8b8b8b8b8b8b8b8b8.pdf'), pdf(NOTICE_MAX_BYTES + 1), PDF),
      );
    });

    it('only PDFs, under plain .pdf names', async () => {
      const admin = storageFor('admin');
      await assertFails(
        uploadBytes(ref(admin, 'notices/c9c9c9c9c9c9c9c9c9c9c9c9.pdf'), pdf(), { contentType: 'text/html' }),
      );
      await assertFails(uploadBytes(ref(admin, 'notices/page.html'), pdf(), PDF));
      await assertFails(uploadBytes(ref(admin, 'notices/sub/dir.pdf'), pdf(), PDF));
    });

    it("the admin's address unverified cannot upload", async () => {
      await assertFails(
        uploadBytes(ref(storageFor('admin', false), 'notices/d0d0d0d0d0d0d0d0d0d0d0d0.pdf'), pdf(), PDF),
      );
    });
  });

  describe('token PDFs', () => {
    it('the owner and the admin read it; another student and a visitor do not', async () => {
      await assertSucceeds(getBytes(ref(storageFor('owner'), TOKEN_PDF)));
      await assertSucceeds(getBytes(ref(storageFor('admin'), TOKEN_PDF)));
      await assertFails(getBytes(ref(storageFor('student'), TOKEN_PDF)));
      await assertFails(getBytes(ref(storageFor('visitor'), TOKEN_PDF)));
    });

    it('only the verified admin attaches one', async () => {
      const path = `tokenPdfs/${OWNER.email}/f1f1f1f1f1f1f1f1f1f1f1f1.pdf`;
      await assertFails(uploadBytes(ref(storageFor('owner'), path), pdf(), PDF));
      await assertFails(uploadBytes(ref(storageFor('admin', false), path), pdf(), PDF));
      await assertSucceeds(uploadBytes(ref(storageFor('admin'), path), pdf(), PDF));
    });
  });

  describe('no catch-all', () => {
    it('other paths are closed, even to the admin', async () => {
      await assertFails(uploadBytes(ref(storageFor('admin'), 'uploads/anything.pdf'), pdf(), PDF));
      await assertFails(getBytes(ref(storageFor('admin'), 'uploads/anything.pdf')));
    });
  });
});
