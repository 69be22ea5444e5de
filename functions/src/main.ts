// The standalone API server: `tsx functions/src/main.ts`, settings from the environment (config.ts).
import { readServerConfig } from './config.ts';
import { startServer } from './server.ts';

const config = readServerConfig(process.env);
const server = await startServer(config);
console.log(`API listening on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
