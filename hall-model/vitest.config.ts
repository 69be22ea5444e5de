import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'hall-model', include: ['src/**/*.test.ts'], environment: 'node' },
});
