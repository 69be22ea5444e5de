// The SPA's settings in the browser. They are parsed and checked once, when Vite starts
// (parse-env.ts, called by vite.config.ts, and by vitest.config.ts for tests), and baked into the
// bundle as __HALL_ENV__ — the same moment Vite bakes in import.meta.env.
import type { Env } from './parse-env.ts';

export type { Backend, Env } from './parse-env.ts';

declare const __HALL_ENV__: Env;

export const env: Env = __HALL_ENV__;
