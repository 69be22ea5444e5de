import { describe, expect, it } from 'vitest';
import { parseEnv } from './parse-env.ts';

const firebaseEnv = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'hall.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'hall',
  VITE_FIREBASE_STORAGE_BUCKET: 'hall.appspot.com',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

function problemsOf(raw: Record<string, unknown>): string {
  try {
    parseEnv(raw);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parseEnv accepted the environment');
}

describe('parseEnv', () => {
  it('defaults to the local back end with the Auth emulator and a demo project', () => {
    expect(parseEnv({})).toEqual({
      backend: 'local',
      apiBase: '/api',
      authEmulatorUrl: 'http://127.0.0.1:9099',
      firestoreEmulatorHost: null,
      storageEmulatorHost: null,
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: null,
        projectId: 'demo-hall-portal',
        storageBucket: null,
        appId: null,
      },
      adminEmailSetting: null,
      emailjs: null,
      googleClientId: null,
      appCheck: null,
    });
  });

  it('turns EmailJS on only when its three keys are set', () => {
    expect(parseEnv({ VITE_EMAILJS_SERVICE_ID: 'svc', VITE_EMAILJS_TEMPLATE_ID: 'tpl' }).emailjs).toBeNull();
    expect(
      parseEnv({ VITE_EMAILJS_SERVICE_ID: 'svc', VITE_EMAILJS_TEMPLATE_ID: 'tpl', VITE_EMAILJS_PUBLIC_KEY: 'key' })
        .emailjs,
    ).toEqual({ serviceId: 'svc', templateId: 'tpl', publicKey: 'key' });
  });

  it('takes a Google OAuth client id, and refuses anything else there', () => {
    expect(parseEnv({ VITE_GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com' }).googleClientId).toBe(
      '123-abc.apps.googleusercontent.com',
    );
    expect(problemsOf({ VITE_GOOGLE_CLIENT_ID: 'https://evil.example' })).toContain(
      'VITE_GOOGLE_CLIENT_ID: must be an OAuth client id',
    );
  });

  it('sets App Check up with a site key, and takes a debug token only for a build against the emulators', () => {
    expect(parseEnv({}).appCheck).toBeNull();
    expect(parseEnv({ VITE_APPCHECK_SITE_KEY: 'site-key' }).appCheck).toEqual({
      siteKey: 'site-key',
      debugToken: null,
    });
    expect(
      parseEnv({
        VITE_APPCHECK_SITE_KEY: 'site-key',
        VITE_APPCHECK_DEBUG_TOKEN: 'debug',
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      }).appCheck,
    ).toEqual({ siteKey: 'site-key', debugToken: 'debug' });
    expect(problemsOf({ VITE_APPCHECK_SITE_KEY: 'site-key', VITE_APPCHECK_DEBUG_TOKEN: 'debug' })).toContain(
      'VITE_APPCHECK_DEBUG_TOKEN: only for a build against the emulators (VITE_FIRESTORE_EMULATOR_HOST)',
    );
  });

  it('treats empty variables as unset, and trims the rest', () => {
    const env = parseEnv({
      VITE_BACKEND: '',
      VITE_API_BASE: ' https://portal.example/api/ ',
      VITE_ADMIN_EMAIL: ' provost@student.cuet.ac.bd ',
    });
    expect(env.backend).toBe('local');
    expect(env.apiBase).toBe('https://portal.example/api');
    expect(env.adminEmailSetting).toBe('provost@student.cuet.ac.bd');
  });

  it('needs the whole Firebase config in firebase mode, naming every missing variable', () => {
    const message = problemsOf({ VITE_BACKEND: 'firebase', VITE_FIREBASE_API_KEY: 'key' });
    for (const name of ['AUTH_DOMAIN', 'PROJECT_ID', 'STORAGE_BUCKET', 'APP_ID']) {
      expect(message).toContain(`VITE_FIREBASE_${name}: is required when VITE_BACKEND is 'firebase'`);
    }
    expect(message).not.toContain('VITE_FIREBASE_API_KEY');

    const env = parseEnv(firebaseEnv);
    expect(env.backend).toBe('firebase');
    expect(env.authEmulatorUrl).toBeNull();
    expect(env.firebase).toEqual({
      apiKey: 'key',
      authDomain: 'hall.firebaseapp.com',
      projectId: 'hall',
      storageBucket: 'hall.appspot.com',
      appId: '1:2:web:3',
    });
  });

  it('names every invalid variable at once', () => {
    const message = problemsOf({
      VITE_BACKEND: 'mongo',
      VITE_AUTH_EMULATOR_URL: 'not a url',
      VITE_ADMIN_EMAIL: 'boss',
    });
    expect(message).toContain("VITE_BACKEND: must be 'local' or 'firebase'");
    expect(message).toContain('VITE_AUTH_EMULATOR_URL: must be an http(s) URL');
    expect(message).toContain('VITE_ADMIN_EMAIL: must be an e-mail address');
  });

  it('takes the Firestore and Storage emulators as host:port (firebase mode on the emulator suite)', () => {
    const env = parseEnv({
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      VITE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
    });
    expect([env.firestoreEmulatorHost, env.storageEmulatorHost]).toEqual(['127.0.0.1:8080', '127.0.0.1:9199']);
    expect(() => parseEnv({ VITE_FIRESTORE_EMULATOR_HOST: 'http://127.0.0.1:8080' })).toThrow(
      /VITE_FIRESTORE_EMULATOR_HOST: must be host:port/,
    );
  });
});
