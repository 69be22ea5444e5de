// Runs inside `firebase emulators:exec` for `npm run emulators` (which sets the emulators' hosts):
// seeds the demo accounts and data through the Firestore store on the first run, prints the
// portal's URL and the demo sign-ins as `npm start` does, and waits until Ctrl-C, when
// firebase-tools saves the data and stops every emulator.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { LOCAL_PROJECT_ID, resolveAdminEmail } from '@hall/model';
import { demoAccounts, seedDemoData } from '@hall/functions/demo-data';
import { asBucket, FakeBucket, openFirestoreStore } from '@hall/functions/firestore-store';

const storageSkipped = process.env.HALL_STORAGE_SKIPPED;
const app = initializeApp({ projectId: LOCAL_PROJECT_ID, storageBucket: `${LOCAL_PROJECT_ID}.appspot.com` });
const adminEmail = resolveAdminEmail(process.env.HALL_ADMIN_EMAIL);
const auth = getAuth(app);
// Without a Storage emulator, the seeded notices' PDFs go nowhere (the notice list still shows).
const bucket = storageSkipped ? asBucket(new FakeBucket()) : getStorage(app).bucket();
const store = openFirestoreStore(getFirestore(app), bucket);
const seeded = await auth.getUserByEmail(adminEmail).then(
  () => true,
  () => false,
);
if (!seeded) {
  console.log('First run: seeding demo accounts and data ...');
  await seedDemoData(store, auth, adminEmail);
}
await store.close();

console.log(`
  Hall portal (firebase mode, emulators): ${process.env.HALL_PORTAL_URL}
  Data: .data/firebase-emulators/  (delete it to start afresh)
${storageSkipped ? `  Notice PDFs: not served (${storageSkipped}).\n` : ''}
  Demo sign-ins (emulators only):
${demoAccounts(adminEmail)
  .map((account) => `    ${account.role.padEnd(8)} ${account.email.padEnd(34)} ${account.password}`)
  .join('\n')}

  Press Ctrl-C to stop; accounts and data are kept for the next run.
`);
// Until firebase-tools (on Ctrl-C) ends this script and then its emulators.
await new Promise<never>(() => setInterval(() => undefined, 1 << 30));
