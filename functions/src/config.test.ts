import { describe, expect, it } from 'vitest';
import { refuseStrayAuthEmulator } from './config.ts';

describe('the Cloud Function and FIREBASE_AUTH_EMULATOR_HOST', () => {
  it('refuses to start with the variable set outside the Functions emulator', () => {
    expect(() => refuseStrayAuthEmulator({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /refuses to start/,
    );
    expect(() =>
      refuseStrayAuthEmulator({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FUNCTIONS_EMULATOR: 'false' }),
    ).toThrow();
  });

  it('starts inside the Functions emulator, and in production without the variable', () => {
    expect(() =>
      refuseStrayAuthEmulator({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FUNCTIONS_EMULATOR: 'true' }),
    ).not.toThrow();
    expect(() => refuseStrayAuthEmulator({})).not.toThrow();
  });
});
