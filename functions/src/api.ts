// Entry point `@hall/functions/api`: the REST API as an Express app (createApp) and what a caller
// chooses when building or serving it; the API tests (tests/api, tests/support) use it.
export { createApp } from './app.ts';
export type { AppDeps } from './app-deps.ts';
export { firebaseTokenVerifier } from './auth/firebase-verifier.ts';
export { firebaseAccountDirectory } from './auth/accounts.ts';
export { answerClientErrors } from './http/client-error.ts';
export type { RateLimitOptions } from './http/rate-limit.ts';
export { spaSecurityHeaders } from './http/security-headers.ts';
export type { LiveOptions } from './routes/live.ts';
