import { startAuthEmulator } from '/work/main/scripts/lib/auth-emulator.ts';
const emulator = await startAuthEmulator({ logFile: '/tmp/authd-emulator.log' });
console.log('auth emulator up');
process.on('SIGTERM', async () => { await emulator.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
