import { defineProject } from 'vitest/config';
import { parseEnv } from './src/config/parse-env.ts';

// JSX is compiled by Vite's own transform (tsconfig "jsx": "react-jsx"); the React plugin adds
// only Fast Refresh, which tests do not need. Tests run on the default (local) settings.
export default defineProject({
  define: { __HALL_ENV__: JSON.stringify(parseEnv({})) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Room for several findBy* waits of 30 s (src/testing/setup.ts) in one test on a loaded machine.
    testTimeout: 120_000,
  },
});
