import { describe, expect, it } from 'vitest';
import { clockFrom } from './clock.ts';
import { readServerConfig } from './config.ts';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('clockFrom (HALL_CLOCK_START)', () => {
  it('is real time without the variable', () => {
    expect(clockFrom({})).toBeUndefined();
    expect(clockFrom({ ...emulator, HALL_CLOCK_START: '' })).toBeUndefined();
  });

  it('starts at the instant and runs forward with real time', () => {
    let real = Date.parse('2030-01-01T00:00:00Z');
    const clock = clockFrom({ ...emulator, HALL_CLOCK_START: '2026-11-27T13:05:00+06:00' }, () => new Date(real));
    expect(clock?.().toISOString()).toBe('2026-11-27T07:05:00.000Z');
    real += 90_000;
    expect(clock?.().toISOString()).toBe('2026-11-27T07:06:30.000Z');
  });

  it('is refused without the Auth emulator, and when it is not an ISO instant with a zone', () => {
    expect(() => clockFrom({ HALL_CLOCK_START: '2026-11-27T13:05:00+06:00' })).toThrow(
      /only against the Auth emulator/,
    );
    for (const bad of ['tomorrow', '2026-11-27', '2026-11-27T13:05:00', '2026-02-30T13:05:00Z'])
      expect(() => clockFrom({ ...emulator, HALL_CLOCK_START: bad }), bad).toThrow(/ISO instant/);
  });
});

describe('the local server and HALL_CLOCK_START', () => {
  it('takes the clock with the Auth emulator, and refuses to start with it without one', () => {
    const start = '2026-11-27T13:05:00+06:00';
    const clock = readServerConfig({ ...emulator, HALL_CLOCK_START: start }).clock;
    expect(Math.abs(clock!().getTime() - Date.parse(start))).toBeLessThan(5_000);
    expect(readServerConfig(emulator).clock).toBeUndefined();
    expect(() => readServerConfig({ HALL_CLOCK_START: start })).toThrow(/only against the Auth emulator/);
  });
});
