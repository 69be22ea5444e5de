import { initializeApp, deleteApp } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppCheck } from './app-check.ts';

// The SDK's own start-up reaches for reCAPTCHA's script; here we check what the portal asks of it.
const calls = vi.hoisted(() => ({ initialize: [] as unknown[], providers: [] as string[] }));
vi.mock('firebase/app-check', () => ({
  ReCaptchaEnterpriseProvider: class {
    constructor(siteKey: string) {
      calls.providers.push(siteKey);
    }
  },
  initializeAppCheck: (_app: unknown, options: unknown) => calls.initialize.push(options),
}));

describe('startAppCheck', () => {
  afterEach(() => {
    calls.initialize.length = 0;
    calls.providers.length = 0;
    delete (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN;
  });

  it('does nothing without a site key', async () => {
    const app = initializeApp({ apiKey: 'k', projectId: 'demo-a' }, 'no-key');
    expect(await startAppCheck(app, null)).toBe(false);
    expect(calls.initialize).toEqual([]);
    await deleteApp(app);
  });

  it('starts reCAPTCHA Enterprise once per app, refreshing its token, and the debug provider only when asked', async () => {
    const app = initializeApp({ apiKey: 'k', projectId: 'demo-b' }, 'with-key');
    expect(await startAppCheck(app, { siteKey: 'site-key-1', debugToken: null })).toBe(true);
    expect(await startAppCheck(app, { siteKey: 'site-key-1', debugToken: null })).toBe(true);
    expect(calls.providers).toEqual(['site-key-1']);
    expect(calls.initialize).toEqual([expect.objectContaining({ isTokenAutoRefreshEnabled: true })]);
    expect((globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();

    const emulated = initializeApp({ apiKey: 'k', projectId: 'demo-c' }, 'debug');
    await startAppCheck(emulated, { siteKey: 'site-key-1', debugToken: 'debug-123' });
    expect((globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('debug-123');
    await Promise.all([deleteApp(app), deleteApp(emulated)]);
  });
});
