// Finds what the Firebase emulators need on this machine, for `npm test`, `npm run emulators` and
// `npm run e2e:emulators` alike:
// - a Java for firebase-tools, which refuses anything older than 21: JAVA_HOME, then `java` on
//   PATH, then every JDK installed in the usual folders (the newest that is new enough wins);
// - the Cloud Firestore emulator jar: FIRESTORE_EMULATOR_BINARY_PATH (firebase-tools' own
//   setting), firebase-tools' download cache (a connected machine), or the jar of the Google
//   Cloud CLI package (Debian's `google-cloud-cli-firestore-emulator`, or an SDK folder). That jar
//   has no Main-Class, so firebase-tools (which runs `java -jar`) gets a two-line wrapper jar;
// - the Storage rules runtime jar, which only firebase-tools' download cache holds.
// Where something is missing, `problem` says what and how to get it, in one sentence.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_PROJECT_ID } from '@hall/model';
import type { Emulators } from '../firebase-mode.ts';
import { ROOT } from './auth-emulator.ts';

/** firebase-tools 15 refuses to start the Java emulators on an older Java. */
export const FIREBASE_TOOLS_JAVA = 21;
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const CACHE = path.join(os.homedir(), '.cache/firebase/emulators');
const SDK_ROOTS = [
  process.env.CLOUDSDK_ROOT_DIR,
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
  path.join(os.homedir(), 'google-cloud-sdk'),
];
const JVM_FOLDERS = ['/usr/lib/jvm', '/usr/local/lib/jvm', '/opt/java', '/Library/Java/JavaVirtualMachines'];

export interface Java {
  /** The `java` executable. */
  path: string;
  major: number;
  /** Where it was found: set by the person (JAVA_HOME, PATH) or merely installed. */
  source: 'JAVA_HOME' | 'PATH' | 'installed';
}

/** The major version a `java` executable reports, or null when it does not run. */
function javaVersion(executable: string): number | null {
  const answer = spawnSync(executable, ['-version'], { encoding: 'utf8' });
  if (answer.error) return null;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${answer.stderr ?? ''}${answer.stdout ?? ''}`);
  if (!version) return null;
  // Java 8 and older say "1.8.0".
  return version[1] === '1' ? Number(version[2]) : Number(version[1]);
}

function installedJavas(): string[] {
  return JVM_FOLDERS.filter((folder) => fs.existsSync(folder)).flatMap((folder) =>
    fs
      .readdirSync(folder)
      .flatMap((jdk) => ['bin/java', 'Contents/Home/bin/java'].map((bin) => path.join(folder, jdk, bin)))
      .filter((java) => fs.existsSync(java)),
  );
}

/** Every Java on this machine: JAVA_HOME's, PATH's, then the installed JDKs. */
export function findJavas(env: NodeJS.ProcessEnv = process.env): Java[] {
  const candidates: Array<[string, Java['source']]> = [
    ...(env.JAVA_HOME ? [[path.join(env.JAVA_HOME, 'bin/java'), 'JAVA_HOME'] as [string, Java['source']]] : []),
    ['java', 'PATH'],
    ...installedJavas().map((java): [string, Java['source']] => [java, 'installed']),
  ];
  const javas: Java[] = [];
  for (const [candidate, source] of candidates) {
    const major = javaVersion(candidate);
    if (major !== null) javas.push({ path: candidate, major, source });
  }
  return javas;
}

/** JAVA_HOME's or PATH's Java when new enough (the person's choice), else the newest installed one. */
export function javaAtLeast(major: number, javas: Java[] = findJavas()): Java | null {
  const chosen = javas.find((java) => java.source !== 'installed' && java.major >= major);
  if (chosen) return chosen;
  return (
    javas.filter((java) => java.source === 'installed' && java.major >= major).sort((a, b) => b.major - a.major)[0] ??
    null
  );
}

export interface FirestoreJar {
  jar: string;
  /** Whether `java -jar` runs it as it is (firebase-tools' own download) or it needs the wrapper. */
  runnable: boolean;
  from: string;
}

/** The Firestore emulator jar: the explicit setting, firebase-tools' cache, the Cloud CLI's. */
export function findFirestoreJar(env: NodeJS.ProcessEnv = process.env): FirestoreJar | null {
  const explicit = env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (explicit)
    return fs.existsSync(explicit) ? { jar: explicit, runnable: true, from: 'FIRESTORE_EMULATOR_BINARY_PATH' } : null;
  const cached = cachedJar('cloud-firestore-emulator');
  if (cached) return { jar: cached, runnable: true, from: "firebase-tools' download cache" };
  for (const root of SDK_ROOTS) {
    if (!root) continue;
    const jar = path.join(root, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar');
    if (fs.existsSync(jar)) return { jar, runnable: false, from: `the Google Cloud CLI (${root})` };
  }
  return null;
}

function cachedJar(prefix: string): string | null {
  if (!fs.existsSync(CACHE)) return null;
  const jar = fs
    .readdirSync(CACHE)
    .filter((file) => file.startsWith(prefix) && file.endsWith('.jar'))
    .sort()
    .at(-1);
  return jar ? path.join(CACHE, jar) : null;
}

/** Whether the Storage emulator can evaluate rules here (its runtime jar, downloaded by firebase-tools). */
export function storageRulesRuntime(env: NodeJS.ProcessEnv = process.env): string | null {
  const explicit = env.STORAGE_EMULATOR_BINARY_PATH;
  if (explicit) return fs.existsSync(explicit) ? explicit : null;
  return cachedJar('cloud-storage-rules-runtime');
}

export type EmulatorSetup =
  | {
      available: true;
      java: Java;
      firestore: FirestoreJar;
      /** Whether the Storage emulator can run too; when not, `storageProblem` says why. */
      storage: boolean;
      storageProblem: string;
      /** The environment firebase-tools runs with: this Java first on PATH, the jar to run. */
      env: NodeJS.ProcessEnv;
    }
  | { available: false; problem: string };

/**
 * What firebase-tools needs to run the Firestore emulator here, and the environment to run it
 * with. The wrapper jar for the Cloud CLI's jar is written under node_modules/.cache.
 */
export function resolveEmulators(env: NodeJS.ProcessEnv = process.env): EmulatorSetup {
  const firestore = findFirestoreJar(env);
  const javas = findJavas(env);
  const java = javaAtLeast(FIREBASE_TOOLS_JAVA, javas);
  if (!firestore && env.FIRESTORE_EMULATOR_BINARY_PATH)
    return {
      available: false,
      problem: `FIRESTORE_EMULATOR_BINARY_PATH names ${env.FIRESTORE_EMULATOR_BINARY_PATH}, which does not exist (unset it to use an installed emulator).`,
    };
  if (!firestore)
    return {
      available: false,
      problem:
        'no Cloud Firestore emulator jar was found (install the Debian package google-cloud-cli-firestore-emulator, run `firebase setup:emulators:firestore` once with internet, or set FIRESTORE_EMULATOR_BINARY_PATH).',
    };
  if (!java) {
    const found = javas.map((each) => `Java ${each.major}`).join(', ') || 'no Java';
    return {
      available: false,
      problem: `firebase-tools needs Java ${FIREBASE_TOOLS_JAVA} or newer to start the Firestore emulator, and this machine has ${found} (install a JDK ${FIREBASE_TOOLS_JAVA}+, e.g. Temurin, or set JAVA_HOME to one).`,
    };
  }
  const jar = firestore.runnable ? firestore.jar : wrapperJar(firestore.jar, java);
  if (!jar)
    return {
      available: false,
      problem: `the Firestore emulator jar at ${firestore.jar} needs a launcher, and no \`jar\` tool was found beside ${java.path} (a JDK has one; a JRE does not).`,
    };
  const storage = storageRulesRuntime(env);
  const javaBin = path.dirname(java.path);
  return {
    available: true,
    java,
    firestore,
    storage: Boolean(storage),
    storageProblem: storage
      ? ''
      : `no Storage rules runtime here (firebase-tools downloads cloud-storage-rules-runtime on first use, which needs internet; no package ships it)`,
    env: {
      ...(java.path === 'java'
        ? {}
        : { PATH: `${javaBin}${path.delimiter}${env.PATH ?? ''}`, JAVA_HOME: path.dirname(javaBin) }),
      FIRESTORE_EMULATOR_BINARY_PATH: jar,
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    },
  };
}

/**
 * A jar with only a manifest: Main-Class the emulator's entry point, Class-Path the Cloud CLI's
 * jar. Made once with the JDK's `jar` tool; null when there is no such tool.
 */
function wrapperJar(target: string, java: Java): string | null {
  const folder = path.join(ROOT, 'node_modules/.cache/hall-firestore-emulator');
  const wrapper = path.join(folder, 'cloud-firestore-emulator-launcher.jar');
  const manifest = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${new URL(`file://${target}`).href}\n`;
  const manifestFile = path.join(folder, 'MANIFEST.MF');
  if (fs.existsSync(wrapper) && fs.existsSync(manifestFile) && fs.readFileSync(manifestFile, 'utf8') === manifest)
    return wrapper;
  const tool = path.join(path.dirname(java.path), 'jar');
  const jarTool = java.path === 'java' ? 'jar' : tool;
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(manifestFile, manifest);
  fs.rmSync(wrapper, { force: true });
  const made = spawnSync(jarTool, ['--create', '--file', wrapper, '--manifest', manifestFile], { encoding: 'utf8' });
  return made.status === 0 && fs.existsSync(wrapper) ? wrapper : null;
}

/**
 * firebase-tools' `emulators:exec`: `command` runs inside the `only` emulators (the ports of
 * firebase.json, or of `config`), which set their hosts for it (FIRESTORE_EMULATOR_HOST ...) and
 * stop afterwards, however it ends. Run it with the setup's env.
 */
export function emulatorsExec(only: string[], command: string[], config?: string): [string, string[]] {
  const quoted = command.map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`));
  const args = ['firebase', 'emulators:exec', '--project', LOCAL_PROJECT_ID, '--only', only.join(',')];
  if (config) args.push('--config', config);
  return ['npx', [...args, quoted.join(' ')]];
}

/** Where the firebase-mode SPA is built for the emulator suite (the local build keeps web/dist). */
export const FIREBASE_MODE_DIST = 'web/dist-firebase';

/** Ports of the emulator suite a person may change, as `npm start`'s: the variable of each. */
const PORT_VARIABLES = {
  hosting: 'HALL_PORT',
  auth: 'HALL_AUTH_PORT',
  hub: 'HALL_HUB_PORT',
  firestore: 'HALL_FIRESTORE_PORT',
  functions: 'HALL_FUNCTIONS_PORT',
} as const;

/**
 * firebase.json for the emulator suite, written beside it (firebase-tools reads paths relative to
 * its config's folder) as a file git ignores: Hosting serves the firebase-mode build, its
 * Content-Security-Policy lets the page reach the emulators (production's allows only Google's
 * hosts), and the ports come from HALL_PORT (Hosting), HALL_AUTH_PORT, HALL_HUB_PORT (the log
 * service takes hub + 100), HALL_FIRESTORE_PORT and HALL_FUNCTIONS_PORT where set.
 */
export function emulatorSuiteConfig(env: NodeJS.ProcessEnv = process.env): { file: string; emulators: Emulators } {
  type Headers = Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { headers: Headers };
    emulators: Record<string, unknown>;
  };
  const emulators: Emulators = {};
  for (const [name, value] of Object.entries(base.emulators)) {
    const at = value as { host?: string; port?: number };
    if (typeof at.port !== 'number' || typeof at.host !== 'string') continue;
    const variable = PORT_VARIABLES[name as keyof typeof PORT_VARIABLES];
    const text = variable ? env[variable] : undefined;
    const port = text ? Number(text) : at.port;
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${variable} is "${text}", which is not a port: use a number from 1 to 65535.`);
    emulators[name] = { host: at.host, port };
  }
  if (env.HALL_HUB_PORT && emulators.logging && emulators.hub)
    emulators.logging = { ...emulators.logging, port: emulators.hub.port + 100 };
  const origins = ['auth', 'firestore', 'storage'].map(
    (name) => `http://${emulators[name]?.host}:${emulators[name]?.port}`,
  );
  const headers = base.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: header.value.replace("connect-src 'self'", `connect-src 'self' ${origins.join(' ')}`) }
        : header,
    ),
  }));
  const file = path.join(ROOT, '.firebase-emulators.json');
  const config = {
    ...base,
    hosting: { ...base.hosting, public: FIREBASE_MODE_DIST, headers },
    emulators: { ...base.emulators, ...emulators },
  };
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return { file, emulators };
}
