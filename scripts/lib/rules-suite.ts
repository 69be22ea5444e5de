import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './auth-emulator.ts';

/**
 * The security-rules suite needs the Firestore and Storage emulators: Java 21+ and their jars,
 * which firebase-tools downloads on first use. Says why when it cannot run here.
 */
export function rulesSuiteAvailability(): { available: true } | { available: false; reason: string } {
  const testDir = path.join(ROOT, 'tests/rules');
  const hasTests = fs.existsSync(testDir) && fs.readdirSync(testDir).some((file) => file.endsWith('.test.ts'));
  if (!hasTests) return { available: false, reason: 'there are no rules tests yet (the Firebase back end comes with issue 7).' };

  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const version = /version "(\d+)/.exec(`${java.stderr ?? ''}${java.stdout ?? ''}`)?.[1];
  if (!version || Number(version) < 21) {
    return { available: false, reason: `the Firestore and Storage emulators need Java 21+, and this machine has ${version ? `Java ${version}` : 'no Java'}.` };
  }
  const cache = path.join(os.homedir(), '.cache/firebase/emulators');
  const jars = fs.existsSync(cache) ? fs.readdirSync(cache) : [];
  if (!jars.some((file) => file.startsWith('cloud-firestore-emulator'))) {
    return { available: false, reason: `the Firestore emulator jar is not in ${cache} and cannot be downloaded without internet.` };
  }
  return { available: true };
}
