// The SPA's settings, parsed from its VITE_ variables with zod, naming every missing or invalid
// one. This runs when Vite starts (vite.config.ts) and in tests, not in the browser: Vite bakes
// VITE_ variables into the bundle anyway, so a bad setting fails the build instead of a page,
// and zod stays out of the first-load JS. The browser reads the result through env.ts.
// (Vite loads its config with plain Node, so this module imports nothing that Node cannot run:
// zod yes, the TypeScript sources of @hall/model no.)
import { z } from 'zod';
// By path, not '@hall/model': vite.config.ts loads this file, and Node cannot load the package's TypeScript.
import { LOCAL_PORTS, LOCAL_PROJECT_ID } from '../../../hall-model/src/local-portal.ts';

export type Backend = 'local' | 'firebase';

export interface Env {
  /** Which data adapter the SPA uses: the portal's HTTP API ('local') or Firestore ('firebase'). */
  backend: Backend;
  /** Base of the HTTP API, e.g. '/api' or 'https://host/api', without a trailing slash. */
  apiBase: string;
  /** The Firebase Auth emulator to connect to; always set in local mode, optional in firebase mode. */
  authEmulatorUrl: string | null;
  /** Firebase mode against the emulator suite: the Firestore and Storage emulators, as host:port. */
  firestoreEmulatorHost: string | null;
  storageEmulatorHost: string | null;
  firebase: {
    apiKey: string;
    authDomain: string | null;
    projectId: string;
    storageBucket: string | null;
    appId: string | null;
  };
  /**
   * VITE_ADMIN_EMAIL as configured (null when unset). The admin check resolves it with the model's
   * resolveAdminEmail (lib/auth/admin-check.ts), which applies the default and refuses addresses
   * outside the student domain.
   */
  adminEmailSetting: string | null;
  /** EmailJS keys for the contact form; null unless all three are set (messages are stored either way). */
  emailjs: { serviceId: string; templateId: string; publicKey: string } | null;
  /**
   * VITE_GOOGLE_CLIENT_ID: the OAuth web client id of the Firebase project, for Google sign-in in
   * production (Google Identity Services' popup, then Firebase Auth). Null hides the Google button
   * unless the Auth emulator stands in for Google.
   */
  googleClientId: string | null;
  /**
   * App Check (decision 022): VITE_APPCHECK_SITE_KEY, the reCAPTCHA Enterprise site key of the
   * Firebase project, attests each firebase-mode request comes from the portal's own page; with the
   * emulators, VITE_APPCHECK_DEBUG_TOKEN uses the debug provider. Null: not set up (local mode).
   */
  appCheck: { siteKey: string; debugToken: string | null } | null;
}

const schema = z.object({
  VITE_BACKEND: z.enum(['local', 'firebase'], { error: "must be 'local' or 'firebase'" }).default('local'),
  VITE_API_BASE: z.string().optional(),
  VITE_AUTH_EMULATOR_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  VITE_FIRESTORE_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, { error: 'must be host:port' })
    .optional(),
  VITE_STORAGE_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, { error: 'must be host:port' })
    .optional(),
  VITE_FIREBASE_API_KEY: z.string().optional(),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_PROJECT_ID: z.string().optional(),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().optional(),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  VITE_EMAILJS_SERVICE_ID: z.string().optional(),
  VITE_EMAILJS_TEMPLATE_ID: z.string().optional(),
  VITE_EMAILJS_PUBLIC_KEY: z.string().optional(),
  VITE_APPCHECK_SITE_KEY: z.string().optional(),
  VITE_APPCHECK_DEBUG_TOKEN: z.string().optional(),
  VITE_GOOGLE_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]+\.apps\.googleusercontent\.com$/, {
      error: 'must be an OAuth client id (…apps.googleusercontent.com)',
    })
    .optional(),
});

type Variable = keyof z.infer<typeof schema>;
const VARIABLES = Object.keys(schema.shape) as Variable[];

// Production talks to a real Firebase project: its whole web config must be given.
const REQUIRED_FOR_FIREBASE = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const satisfies readonly Variable[];

const LOCAL_DEFAULTS = {
  authEmulatorUrl: `http://127.0.0.1:${LOCAL_PORTS.auth}`,
  apiKey: 'demo-api-key',
  projectId: LOCAL_PROJECT_ID,
} as const;

/** Parses the raw variables (Vite's loadEnv result, or a plain object in tests). Throws naming every problem. */
export function parseEnv(raw: Record<string, unknown>): Env {
  // Unset and empty read the same: `VITE_X=` in a .env file means "not set".
  const input: Record<string, unknown> = {};
  for (const key of VARIABLES) {
    const value = raw[key];
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== '') input[key] = text;
  }

  const parsed = schema.safeParse(input);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // A debug token lets any script pass App Check: only a build against the emulators may carry one.
  if (input['VITE_APPCHECK_DEBUG_TOKEN'] !== undefined && input['VITE_FIRESTORE_EMULATOR_HOST'] === undefined) {
    problems.push('VITE_APPCHECK_DEBUG_TOKEN: only for a build against the emulators (VITE_FIRESTORE_EMULATOR_HOST)');
  }
  if (input['VITE_APPCHECK_DEBUG_TOKEN'] !== undefined && input['VITE_APPCHECK_SITE_KEY'] === undefined) {
    problems.push('VITE_APPCHECK_DEBUG_TOKEN: needs VITE_APPCHECK_SITE_KEY');
  }
  if (input['VITE_BACKEND'] === 'firebase') {
    for (const key of REQUIRED_FOR_FIREBASE) {
      if (input[key] === undefined) problems.push(`${key}: is required when VITE_BACKEND is 'firebase'`);
    }
  }
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid environment for the web app:\n  ${problems.join('\n  ')}`);
  }

  const value = parsed.data;
  const local = value.VITE_BACKEND === 'local';
  return {
    backend: value.VITE_BACKEND,
    apiBase: (value.VITE_API_BASE ?? '/api').replace(/\/+$/, ''),
    authEmulatorUrl: value.VITE_AUTH_EMULATOR_URL ?? (local ? LOCAL_DEFAULTS.authEmulatorUrl : null),
    firestoreEmulatorHost: value.VITE_FIRESTORE_EMULATOR_HOST ?? null,
    storageEmulatorHost: value.VITE_STORAGE_EMULATOR_HOST ?? null,
    firebase: {
      apiKey: value.VITE_FIREBASE_API_KEY ?? LOCAL_DEFAULTS.apiKey,
      authDomain: value.VITE_FIREBASE_AUTH_DOMAIN ?? null,
      projectId: value.VITE_FIREBASE_PROJECT_ID ?? LOCAL_DEFAULTS.projectId,
      storageBucket: value.VITE_FIREBASE_STORAGE_BUCKET ?? null,
      appId: value.VITE_FIREBASE_APP_ID ?? null,
    },
    adminEmailSetting: value.VITE_ADMIN_EMAIL ?? null,
    emailjs:
      value.VITE_EMAILJS_SERVICE_ID && value.VITE_EMAILJS_TEMPLATE_ID && value.VITE_EMAILJS_PUBLIC_KEY
        ? {
            serviceId: value.VITE_EMAILJS_SERVICE_ID,
            templateId: value.VITE_EMAILJS_TEMPLATE_ID,
            publicKey: value.VITE_EMAILJS_PUBLIC_KEY,
          }
        : null,
    googleClientId: value.VITE_GOOGLE_CLIENT_ID ?? null,
    appCheck: value.VITE_APPCHECK_SITE_KEY
      ? { siteKey: value.VITE_APPCHECK_SITE_KEY, debugToken: value.VITE_APPCHECK_DEBUG_TOKEN ?? null }
      : null,
  };
}
