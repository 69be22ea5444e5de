// Runs the Auth emulator for `npm start` and stops it when start.ts goes away by any means (a
// crash or kill -9 included): start.ts holds this process's stdin, which closes when it dies.
// Plain JavaScript so that it starts in plain Node. Usage: node emulator-guard.mjs LOG -- CMD ARGS...
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [logFile, separator, command, ...args] = process.argv.slice(2);
if (!logFile || separator !== '--' || !command) {
  console.error('usage: node emulator-guard.mjs LOG -- COMMAND ARGS...');
  process.exit(2);
}
const log = fs.openSync(logFile, 'a');
const child = spawn(command, args, { stdio: ['ignore', log, log] });
// start.ts checks that the emulator hub which answers is this process.
process.stdout.write(`${JSON.stringify({ emulatorPid: child.pid })}\n`);

let forced;
function stop(signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  forced ??= setTimeout(() => child.kill('SIGKILL'), 15_000);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// Its owner is gone: accounts were saved as they changed, so a quick stop loses nothing.
process.stdin.on('end', () => stop('SIGTERM'));
process.stdin.on('error', () => stop('SIGTERM'));
process.stdin.resume();

child.once('exit', (code, signal) => {
  clearTimeout(forced);
  process.exit(code ?? (signal ? 1 : 0));
});
child.once('error', (error) => {
  fs.writeSync(log, `could not run ${command}: ${error.message}\n`);
  process.exit(1);
});
