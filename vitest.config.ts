import { defineConfig } from 'vitest/config';
import { EMULATOR_SPA_ENV } from './scripts/firebase-mode.ts';
import { parseEnv } from './web/src/config/parse-env.ts';

// One runner, several projects. `npm run test:unit` runs the ones that need nothing running;
// scripts/test.ts runs `api` and `e2e` inside the Auth emulator.
export default defineConfig({
  test: {
    projects: [
      'hall-model',
      'web',
      {
        test: {
          name: 'functions',
          root: 'functions',
          include: ['src/**/*.test.ts'],
          // Needs the Firestore emulator: the `firebase` project below.
          exclude: ['src/**/*.emulator.test.ts'],
          environment: 'node',
        },
      },
      {
        // The rules files' syntax and constants: needs no emulator, so it runs with the unit tests.
        test: {
          name: 'rules-syntax',
          root: 'tests',
          include: ['rules-syntax/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: 'tests',
          include: ['api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'tests',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'launcher',
          root: 'tests',
          include: ['launcher/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          // Every start uses the default emulator ports: one file at a time.
          fileParallelism: false,
        },
      },
      {
        // The Firebase half on the real emulators (scripts/test.ts starts them; decision 020): the
        // security rules, the Firestore store's contract, the SPA's Firestore adapter.
        // The SPA's adapter runs here as a firebase-mode build against the emulators would.
        define: { __HALL_ENV__: JSON.stringify(parseEnv(EMULATOR_SPA_ENV)) },
        test: {
          name: 'firebase',
          include: ['tests/rules/**/*.test.ts', 'tests/firebase/**/*.test.ts', 'functions/src/**/*.emulator.test.ts'],
          environment: 'node',
          // One emulator, cleared by each file: one file at a time.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run bench`'s Firestore cost counts (scripts/bench-firestore.ts), never part of npm test.
        define: { __HALL_ENV__: JSON.stringify(parseEnv(EMULATOR_SPA_ENV)) },
        test: {
          name: 'firebase-costs',
          include: ['tests/costs/firestore-costs.ts'],
          environment: 'node',
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
