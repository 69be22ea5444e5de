// The API's clock (decision 033): real time, or, for tests and journeys that must stand inside a
// sitting or before a cutoff, time running forward from HALL_CLOCK_START. Read by the local server
// (config.ts) and by the Cloud Function in the emulator suite (index.ts).
import { z } from 'zod';

export type Clock = () => Date;

export const realClock: Clock = () => new Date();

const isoInstant = z.iso.datetime({ offset: true });

/**
 * The clock the environment asks for: undefined (real time) without HALL_CLOCK_START; else a
 * clock that starts at that ISO instant and runs forward. Throws on an instant that is not ISO
 * (with a zone), and whenever FIREBASE_AUTH_EMULATOR_HOST is unset: a moved clock would let a
 * late switch or a second day's serving through, so production never honours it.
 */
export function clockFrom(env: NodeJS.ProcessEnv, now: Clock = realClock): Clock | undefined {
  const start = env.HALL_CLOCK_START;
  if (start === undefined || start === '') return undefined;
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('HALL_CLOCK_START is honoured only against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST unset).');
  }
  if (!isoInstant.safeParse(start).success) {
    throw new Error(`HALL_CLOCK_START must be an ISO instant with a zone (2026-11-27T13:05:00+06:00), not "${start}".`);
  }
  const offset = Date.parse(start) - now().getTime();
  return () => new Date(now().getTime() + offset);
}
