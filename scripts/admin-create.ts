// `npm run admin:create [-- --replace] [--project <id>]`: the administrator account, made safely
// (scripts/lib/admin-account.ts, docs/deploy.md). A demo-* project (the local portal's) or a set
// FIREBASE_AUTH_EMULATOR_HOST means the Auth emulator; any other project means Firebase itself,
// with the Application Default Credentials of a project owner.
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { resolveAdminEmail } from '@hall/model';
import { createAdminAccount } from './lib/admin-account.ts';
import { commandFailed, commandTarget, configuredAdmin } from './lib/command-target.ts';

const { values } = parseArgs({
  options: { replace: { type: 'boolean', default: false }, project: { type: 'string' } },
});

const { projectId, where } = commandTarget(values.project);

try {
  const email = resolveAdminEmail(configuredAdmin());
  const auth = getAuth(initializeApp({ projectId }));
  const result = await createAdminAccount(auth, email, { replace: values.replace });
  if (!result.ok) {
    console.error(`${result.reason}\n(${where})`);
    process.exit(1);
  }
  if (result.replaced)
    console.log(`Deleted the account that held ${email} (uid ${result.replaced}) and signed it out.`);
  console.log(`Administrator account created on ${where}:
  e-mail:   ${email}
  password: ${result.password}
This password is shown once and stored nowhere: keep it safe, then sign in.`);
} catch (error) {
  commandFailed('administrator account', where, error);
}
