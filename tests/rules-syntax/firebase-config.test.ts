// The Firebase configuration agrees with the code it deploys: no emulator needed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, LOCAL_PORTS } from '@hall/model';
import { spaSecurityHeaders } from '@hall/functions/api';
import { ROOT } from './rules-parser.ts';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface FirebaseJson {
  hosting: {
    public: string;
    headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    rewrites: Array<{ source: string; function?: { functionId: string; region: string }; destination?: string }>;
  };
  functions: Array<{ source: string; predeploy: string[] }>;
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  emulators: Record<string, { host?: string; port?: number } | boolean>;
}

const config = JSON.parse(read('firebase.json')) as FirebaseJson;

describe('firebase.json', () => {
  it('Hosting sends the same security headers as the local portal (without the Auth emulator)', () => {
    const all = config.hosting.headers.find((entry) => entry.source === '**');
    expect(Object.fromEntries((all?.headers ?? []).map(({ key, value }) => [key, value]))).toEqual(
      spaSecurityHeaders(),
    );
  });

  it('rewrites /api/** to the function `api` in the region functions/src/index.ts deploys to, then falls back to the SPA shell', () => {
    const region = /const REGION = '([^']+)'/.exec(read('functions/src/index.ts'))?.[1];
    expect(/export const api = onRequest/.test(read('functions/src/index.ts'))).toBe(true);
    expect(config.hosting.rewrites).toEqual([
      { source: '/api/**', function: { functionId: 'api', region } },
      // '/' is served by the prerendered index.html itself; every other path gets the empty shell (decision 017).
      { source: '**', destination: '/shell.html' },
    ]);
    expect(config.hosting.public).toBe('web/dist');
  });

  it('Hosting asks for the service workers and manifests every time, as the local portal does', () => {
    // web/scripts/lib/service-worker.ts and web-manifest.ts write these; functions/src/http/security-headers.test.ts checks the local portal.
    const files = ['sw.js', 'sw.bn.js', 'manifest.webmanifest', 'manifest.bn.webmanifest'];
    expect(config.hosting.headers).toContainEqual({
      source: `/@(${files.join('|')})`,
      headers: [{ key: 'Cache-Control', value: 'no-cache' }],
    });
  });

  it('builds the function bundle (with the hall model) before deploying it', () => {
    expect(config.functions[0]).toMatchObject({ source: 'functions', predeploy: ['npm run build -w functions'] });
  });

  it('puts every emulator on 127.0.0.1 with a fixed port, Auth and the hub on LOCAL_PORTS', () => {
    const emulators = Object.entries(config.emulators).filter(([name]) => !['singleProjectMode', 'ui'].includes(name));
    for (const [name, emulator] of emulators) {
      expect(emulator, name).toMatchObject({ host: '127.0.0.1', port: expect.any(Number) });
    }
    expect(config.emulators.auth).toMatchObject({ port: LOCAL_PORTS.auth });
    expect(config.emulators.hub).toMatchObject({ port: LOCAL_PORTS.hub });
    expect(config.emulators.singleProjectMode).toBe(true);
    const ports = emulators.map(([, emulator]) => (emulator as { port: number }).port);
    expect(new Set(ports).size).toBe(ports.length);
  });
});

describe('firestore.indexes.json', () => {
  const indexes = (
    JSON.parse(read(config.firestore.indexes)) as {
      indexes: Array<{ collectionGroup: string; fields: Array<{ fieldPath: string; order: string }> }>;
    }
  ).indexes;

  // Owner lists: where(owner == e-mail) ordered by createdAt descending (the SPA and the API).
  it.each([
    [COLLECTIONS.tokenPurchases, 'email'],
    [COLLECTIONS.hallFees, 'email'],
    [COLLECTIONS.roomAllotments, 'email'],
    [COLLECTIONS.complaints, 'email'],
    [COLLECTIONS.contactMessages, 'senderEmail'],
  ])('has (%s: %s ASC, createdAt DESC)', (collection, owner) => {
    expect(indexes).toContainEqual({
      collectionGroup: collection,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: owner, order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    });
  });

  // The activity log (issue 19): newest first, by action, by student-id prefix, or both.
  it.each([
    [['action:ASCENDING', 'createdAt:DESCENDING']],
    [['createdAt:DESCENDING', 'studentId:DESCENDING']],
    [['action:ASCENDING', 'createdAt:DESCENDING', 'studentId:DESCENDING']],
  ])('has the activity index %j', (fields) => {
    expect(indexes).toContainEqual({
      collectionGroup: COLLECTIONS.activity,
      queryScope: 'COLLECTION',
      fields: fields.map((field) => {
        const [fieldPath, order] = field.split(':');
        return { fieldPath, order };
      }),
    });
  });
});
