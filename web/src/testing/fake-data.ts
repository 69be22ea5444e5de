// A fake data port for component tests. Only the methods a test provides answer; any other call
// fails loudly, so a page cannot quietly depend on data the test did not set up.
import type { DataPort } from '../lib/data/port.ts';

export type FakeDataOverrides = { [Group in keyof DataPort]?: Partial<DataPort[Group]> };

function group<G extends keyof DataPort>(name: G, overrides: Partial<DataPort[G]> | undefined): DataPort[G] {
  return new Proxy(overrides ?? {}, {
    get(target, method) {
      if (typeof method === 'string' && method in target) return target[method as keyof typeof target];
      return () => Promise.reject(new Error(`The fake data port has no ${name}.${String(method)}() in this test.`));
    },
  }) as DataPort[G];
}

export function createFakeDataPort(overrides: FakeDataOverrides = {}): DataPort {
  return {
    users: group('users', overrides.users),
    tokenPurchases: group('tokenPurchases', overrides.tokenPurchases),
    hallFees: group('hallFees', overrides.hallFees),
    roomAllotments: group('roomAllotments', overrides.roomAllotments),
    complaints: group('complaints', overrides.complaints),
    notices: group('notices', overrides.notices),
    contactMessages: group('contactMessages', overrides.contactMessages),
    verify: group('verify', overrides.verify),
  };
}
