// Entry point `@hall/functions/demo-data`: the demo accounts and records that `npm start`,
// `npm run emulators` (scripts/lib/emulator-demo.ts) and the tests put into a store, and the
// notice PDFs they upload.
export { demoAccounts, seedDemoData, type DemoAccount } from './dev/seed.ts';
export { makeNoticePdf } from './dev/notice-pdf.ts';
export { DEMO_RESIDENTS } from './dev/seed-rooms.ts';
export { decidedPayment, DEMO_PAYERS, TWO_MONTHS_OWED } from './dev/seed-payments.ts';
