// The ports `npm start` uses, from the environment, and who holds a port that is not free.
import fs from 'node:fs';
import net from 'node:net';
import { LOCAL_PORTS } from '@hall/model';
import { StartError } from './auth-emulator.ts';

export interface StartPorts {
  portal: number;
  auth: number;
  hub: number;
  logging: number;
}

const VARIABLES = { portal: 'HALL_PORT', auth: 'HALL_AUTH_PORT', hub: 'HALL_HUB_PORT' } as const;
const ROLES: Record<keyof StartPorts, string> = {
  portal: 'the portal',
  auth: 'the Auth emulator',
  hub: 'the emulator hub',
  logging: "the emulator's log service",
};

/** HALL_PORT (0: any free port), HALL_AUTH_PORT, HALL_HUB_PORT; the log service uses hub + 100. */
export function readPorts(env: NodeJS.ProcessEnv): StartPorts {
  const value = (key: keyof typeof VARIABLES, min: number): number => {
    const text = env[VARIABLES[key]];
    if (text === undefined || text === '') return LOCAL_PORTS[key];
    const port = Number(text);
    if (!Number.isInteger(port) || port < min || port > 65535) {
      throw new StartError(`${VARIABLES[key]} is "${text}", which is not a port: use a number from ${min} to 65535.`);
    }
    return port;
  };
  const hub = value('hub', 1);
  const ports = { portal: value('portal', 0), auth: value('auth', 1), hub, logging: hub + 100 };
  if (ports.logging > 65535)
    throw new StartError(`HALL_HUB_PORT is ${hub}; the emulator also needs ${ports.logging}: use a port below 65436.`);
  const used = Object.values(ports).filter((port) => port !== 0);
  if (new Set(used).size !== used.length) {
    throw new StartError(
      `HALL_PORT, HALL_AUTH_PORT and HALL_HUB_PORT (and HALL_HUB_PORT + 100) must all differ; they are ${JSON.stringify(ports)}.`,
    );
  }
  return ports;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** One sentence per port that is taken: the port, its role, the process holding it and the fix. */
export async function takenPorts(ports: StartPorts): Promise<string[]> {
  const problems: string[] = [];
  for (const key of Object.keys(ports) as Array<keyof StartPorts>) {
    const port = ports[key];
    if (port === 0 || (await isFree(port))) continue;
    const holder = portHolder(port);
    const variable = key === 'logging' ? 'HALL_HUB_PORT' : VARIABLES[key];
    const who = holder ? `process ${holder.pid} (${holder.command})` : 'another program';
    const fix = holder
      ? `stop it (kill ${holder.pid})`
      : `stop the program that holds it (\`ss -ltnp 'sport = :${port}'\` shows which)`;
    problems.push(
      `Port ${port}, for ${ROLES[key]}, is in use by ${who}: ${fix}, or choose another port with ${variable}=<port>.`,
    );
  }
  return problems;
}

/** Linux: finds the listening socket's inode in /proc/net/tcp*, then the process owning it. */
export function portHolder(port: number): { pid: number; command: string } | undefined {
  if (process.platform !== 'linux') return undefined;
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is field 1 (ADDR:PORT), state field 3 (0A = LISTEN), inode field 9
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return undefined;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
        return { pid: Number(pid), command: command.length > 120 ? `${command.slice(0, 117)}...` : command };
      }
    }
  }
  return undefined;
}
