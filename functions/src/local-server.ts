// Entry point `@hall/functions/local-server`: the local back end as `npm start` (scripts/start.ts),
// its data-folder check (scripts/lib/data-dir.ts) and the benches run it: the server on SQLite,
// its configuration, the Auth emulator's status, and the SQLite store's bulk loading.
export { readServerConfig, type ServerConfig } from './config.ts';
export { startServer, type RunningServer } from './server.ts';
export { LocalAuthStatus } from './auth/local-auth-status.ts';
export { tokenVerifierOn } from './auth/firebase-verifier.ts';
export { checkDatabaseFile, openSqliteStore } from './store/sqlite/sqlite-store.ts';
export { bulkLoadSqlite } from './store/sqlite/bulk-load.ts';
export { newId } from './store/ids.ts';
