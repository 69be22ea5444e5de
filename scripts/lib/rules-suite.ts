import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_PROJECT_ID } from '@hall/model';

/** Why the Firestore and Storage emulators cannot run here for want of Java 21+, or null. */
export function javaProblem(): string | null {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const version = /version "(\d+)/.exec(`${java.stderr ?? ''}${java.stdout ?? ''}`)?.[1];
  if (version && Number(version) >= 21) return null;
  return `the Firestore and Storage emulators need Java 21+, and this machine has ${version ? `Java ${version}` : 'no Java'}.`;
}

/**
 * The security-rules suite needs the Firestore and Storage emulators: Java 21+ and their jars,
 * which firebase-tools downloads on first use. Says why when it cannot run here.
 */
export function rulesSuiteAvailability(): { available: true } | { available: false; reason: string } {
  const java = javaProblem();
  if (java) return { available: false, reason: java };
  const cache = path.join(os.homedir(), '.cache/firebase/emulators');
  const jars = fs.existsSync(cache) ? fs.readdirSync(cache) : [];
  // The Storage emulator is Node, but evaluates its rules with a Java runtime jar of its own.
  const missing = [
    ['Firestore emulator', 'cloud-firestore-emulator'],
    ['Storage rules runtime', 'cloud-storage-rules-runtime'],
  ].filter(([, prefix]) => !jars.some((file) => file.startsWith(prefix ?? '')));
  if (missing.length > 0) {
    const names = missing.map(([name]) => name).join(' and ');
    return {
      available: false,
      reason: `the ${names} jar${missing.length > 1 ? 's are' : ' is'} not in ${cache} (firebase-tools downloads them on first use, which needs internet).`,
    };
  }
  return { available: true };
}

/**
 * `command` run inside the Firestore and Storage emulators (the ports of firebase.json), which
 * set FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST for it and stop afterwards.
 */
export function underRulesEmulators(command: string[]): [string, string[]] {
  const quoted = command.map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`));
  return [
    'npx',
    ['firebase', 'emulators:exec', '--project', LOCAL_PROJECT_ID, '--only', 'firestore,storage', quoted.join(' ')],
  ];
}
