// @hall/model: the rules of the hall, shared by the SPA, the API and the tests. No I/O.
export * from './constants.ts';
export * from './entities.ts';
export * from './messages.ts';
export * from './sign-up.ts';
export * from './schemas.ts';
export * from './transaction-id.ts';
export * from './payment.ts';
export * from './admin.ts';
export * from './student-id.ts';
export * from './policy.ts';
export * from './firestore-layout.ts';
export * from './real-date.ts';
export * from './verify.ts';
export * from './approval.ts';
export * from './errors.ts';
export * from './local-portal.ts';
export * from './live.ts';
