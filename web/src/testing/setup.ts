// Runs before every web test file: jest-dom matchers, DOM cleanup, and as failures console.error
// (a React warning about keys, act() or invalid DOM is a bug, not noise) and any call to a data
// port method the test did not provide (fake-data.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { takeUnprovidedCalls } from './fake-data.ts';

// Route-level tests wait for lazy routes to load: on a busy 2-core machine that takes longer than
// findBy*'s default second, even tenfold oversubscribed (vitest's testTimeout in web/vitest.config.ts leaves room for it).
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => {};
// jsdom has no media queries; react-hot-toast and sweetalert2 ask about reduced motion. Nothing matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  takeUnprovidedCalls();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  const errors = consoleErrors;
  consoleErrors = [];
  const calls = takeUnprovidedCalls();
  if (calls.length > 0) {
    throw new Error(
      `The test did not provide these data port methods, yet the page called them: ${[...new Set(calls)].join(', ')}`,
    );
  }
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});

// sweetalert2 gives focus back 100 ms after a dialog closes (its RESTORE_FOCUS_TIMEOUT), on a timer
// of its own. A file whose last test closes a dialog would end before it fires, and the timer would
// then run after jsdom is gone ("HTMLElement is not defined", an unhandled error that fails the
// run). Let it run while the page still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
