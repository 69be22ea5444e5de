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
    // Above findBy*'s 10 s (src/testing/setup.ts), so a slow wait fails with its own message.
    testTimeout: 30_000,
  },
});
