// `npm run staff:add -- EMAIL [--replace] [--project <id>]`: a dining staff account (issue 30,
// decision 033), made as `admin:create` makes the administrator's: verified, with a fresh password
// printed once. Locally (the Auth emulator of `npm start`) it also lists the address as dining
// staff in the portal's SQLite data; on Firebase the office then adds it in the dashboard's
// "Dining staff" section (docs/deploy.md).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { diningMessages, isStaffAddress, resolveAdminEmail } from '@hall/model';
import { openSqliteStore } from '@hall/functions/local-server';
import { createCommandAccount } from './lib/admin-account.ts';
import { ROOT } from './lib/auth-emulator.ts';
import { commandFailed, commandTarget, configuredAdmin } from './lib/command-target.ts';

/** Custom claim on the dining staff accounts this command made. */
const STAFF_CLAIM = 'hallDiningStaff';

const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false }, project: { type: 'string' } },
  allowPositionals: true,
});
const email = (positionals[0] ?? '').trim().toLowerCase();
const adminEmail = resolveAdminEmail(configuredAdmin());
if (positionals.length !== 1 || !isStaffAddress(email, adminEmail)) {
  console.error(`Usage: npm run staff:add -- <e-mail> [--replace] [--project <id>]\n${diningMessages.staffNotAllowed}`);
  process.exit(1);
}

const { projectId, emulator, where } = commandTarget(values.project);
const dataDir = path.resolve(ROOT, process.env.PORTAL_DATA_DIR ?? '.data');
// Checked before the account is made: locally the address must also be listed.
if (emulator && !fs.existsSync(path.join(dataDir, 'portal.sqlite'))) {
  console.error(`No local portal data in ${dataDir}: start the portal once with \`npm start\`, then run this again.`);
  process.exit(1);
}

try {
  const auth = getAuth(initializeApp({ projectId }));
  const result = await createCommandAccount(
    auth,
    email,
    { replace: values.replace },
    { role: 'dining staff', displayName: 'Dining staff', claim: STAFF_CLAIM },
  );
  if (!result.ok) {
    console.error(`${result.reason}\n(${where})`);
    process.exit(1);
  }
  if (result.replaced)
    console.log(`Deleted the account that held ${email} (uid ${result.replaced}) and signed it out.`);
  let listed = `Now add ${email} in the office dashboard's "Dining staff" section.`;
  if (emulator) {
    const store = openSqliteStore(dataDir);
    try {
      const added = await store.dining.staff.add({ email, addedAt: new Date().toISOString(), addedBy: adminEmail });
      listed = `${email} is ${added ? 'now' : 'already'} on the dining staff list (${dataDir}).`;
    } finally {
      await store.close();
    }
  }
  console.log(`Dining staff account created on ${where}:
  e-mail:   ${email}
  password: ${result.password}
This password is shown once and stored nowhere: hand it over safely.
${listed}`);
} catch (error) {
  commandFailed('dining staff account', where, error);
}
