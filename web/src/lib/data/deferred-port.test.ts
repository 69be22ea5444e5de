import { MONTHS, type TokenVerification } from '@hall/model';
import { describe, expect, it, vi } from 'vitest';
import { createFakeDataPort } from '../../testing/fake-data.ts';
import { deferredPort, signedInApiWhenLoaded, type PublicReads, type SignedInApi } from './deferred-port.ts';
import { loadedOnce } from './when-loaded.ts';

const publicReads: PublicReads = {
  verify: { token: vi.fn(async () => ({ valid: true }) as TokenVerification) },
  notices: { list: vi.fn(async () => []), fileUrl: async (name) => `/api/pdf/${name}` },
};
const fake = createFakeDataPort();
const { watchDay: _adapterOnly, ...apiDining } = fake.dining;
const { watchMine: _adapterOwn, ...apiRooms } = fake.rooms;
const { page: _read, count: _counted, ...roomWrites } = fake.roomAllotments;
const signedInApi = (overrides: Partial<SignedInApi> = {}): SignedInApi => ({
  dining: apiDining,
  rooms: apiRooms,
  roomAllotments: roomWrites,
  reports: fake.reports,
  ...overrides,
});

describe('deferredPort', () => {
  it('loads the adapter on the first call only, then passes each call and its arguments on', async () => {
    const reject = vi.fn(async () => ({ acknowledged: true as const, matchedCount: 1, modifiedCount: 1 }));
    const find = vi.fn(async () => null);
    const adapter = createFakeDataPort({ hallFees: { reject }, transactions: { find } });
    const load = vi.fn(async () => adapter);
    const port = deferredPort(load, publicReads, signedInApi());
    expect(load).not.toHaveBeenCalled();

    await expect(port.hallFees.reject('a1', 'Wrong amount')).resolves.toMatchObject({ modifiedCount: 1 });
    await port.transactions.find('TX1');
    expect(reject).toHaveBeenCalledWith('a1', 'Wrong amount');
    expect(find).toHaveBeenCalledWith('TX1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a visitor's reads without loading the adapter", async () => {
    const load = vi.fn(async () => createFakeDataPort());
    const port = deferredPort(load, publicReads, signedInApi());
    await port.notices.list();
    await port.verify.token('a1');
    expect(publicReads.notices.list).toHaveBeenCalled();
    expect(publicReads.verify.token).toHaveBeenCalledWith('a1');
    expect(load).not.toHaveBeenCalled();
  });

  it('tries the load again on the next call after a failed one', async () => {
    const me = vi.fn(async () => null);
    const load = vi
      .fn<() => Promise<ReturnType<typeof createFakeDataPort>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(createFakeDataPort({ users: { me } }));
    const port = deferredPort(load, publicReads, signedInApi());
    await expect(port.users.me()).rejects.toThrow('offline');
    await expect(port.users.me()).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends the dining calls to the API without loading the adapter; a day listener waits for it', async () => {
    const role = vi.fn(async () => ({ staff: true }));
    const heard: string[] = [];
    const watchDay = vi.fn((day: string, changed: () => void) => {
      heard.push(day);
      changed();
      return () => heard.push(`stopped ${day}`);
    });
    const load = vi.fn(async () => createFakeDataPort({ dining: { watchDay } }));
    const port = deferredPort(load, publicReads, signedInApi({ dining: { ...apiDining, role } }));
    await expect(port.dining.role()).resolves.toEqual({ staff: true });
    expect(load).not.toHaveBeenCalled();

    const changed = vi.fn();
    const stop = port.dining.watchDay('2026-11-27', changed);
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    await vi.waitFor(() => expect(heard).toEqual(['2026-11-27', 'stopped 2026-11-27']));
  });
});

describe('deferredPort and the rooms (decision 034)', () => {
  it("sends the room calls and a room application's writes to the API; its pages and the room listener to the adapter", async () => {
    const answer = { acknowledged: true as const, matchedCount: 1, modifiedCount: 1 };
    const approve = vi.fn(async () => answer);
    const mine = vi.fn(async () => ({ room: null, groups: [] }));
    const adapterPage = vi.fn(async () => ({ items: [], next: null }));
    const watchMine = vi.fn((changed: () => void) => {
      changed();
      return () => {};
    });
    const load = vi.fn(async () => createFakeDataPort({ roomAllotments: { page: adapterPage }, rooms: { watchMine } }));
    const port = deferredPort(
      load,
      publicReads,
      signedInApi({
        rooms: { ...apiRooms, mine },
        roomAllotments: { ...roomWrites, approve },
      }),
    );
    await port.roomAllotments.approve('a1', '312', { alone: true });
    await port.rooms.mine();
    expect(approve).toHaveBeenCalledWith('a1', '312', { alone: true });
    expect(mine).toHaveBeenCalledOnce();
    expect(load).not.toHaveBeenCalled();

    await port.roomAllotments.page({ limit: 5 });
    expect(adapterPage).toHaveBeenCalledWith({ limit: 5 });
    const changed = vi.fn();
    port.rooms.watchMine(changed);
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
  });
});

describe('deferredPort and the reports (decision 035)', () => {
  it('sends the report calls to the API without loading the adapter', async () => {
    const queue = vi.fn(async () => ({ pending: [], days: [], medianHoursToDecision: null, decisions: 0 }));
    const load = vi.fn(async () => createFakeDataPort());
    const port = deferredPort(load, publicReads, signedInApi({ reports: { ...fake.reports, queue } }));
    await expect(port.reports.queue()).resolves.toMatchObject({ decisions: 0 });
    expect(queue).toHaveBeenCalledOnce();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('deferredPort and the HTTP adapter loaded on first use (decision 036)', () => {
  it("gives a notice's PDF address from the public reads, without the adapter", async () => {
    const load = vi.fn(async () => createFakeDataPort());
    const port = deferredPort(load, publicReads, signedInApi());
    expect(await port.notices.fileUrl('a.pdf')).toBe('/api/pdf/a.pdf');
    expect(load).not.toHaveBeenCalled();
  });

  it("makes the signed-in API's calls on an adapter loaded with the first of them, once", async () => {
    const serve = vi.fn(async () => ({}) as Awaited<ReturnType<SignedInApi['dining']['serve']>>);
    const add = vi.fn(async () => {});
    const dues = vi.fn(async () => ({}) as Awaited<ReturnType<SignedInApi['reports']['dues']>>);
    const adapter = createFakeDataPort({ dining: { serve, staff: { ...fake.dining.staff, add } }, reports: { dues } });
    const load = vi.fn(async () => adapter);
    const api = signedInApiWhenLoaded(loadedOnce(load));
    expect(load).not.toHaveBeenCalled();
    await api.dining.serve('t1');
    await api.dining.staff.add('s@student.cuet.ac.bd');
    const period = { level: '1', term: '2', from: MONTHS[10], to: MONTHS[1] } as const;
    await api.reports.dues(period);
    expect(serve).toHaveBeenCalledWith('t1');
    expect(add).toHaveBeenCalledWith('s@student.cuet.ac.bd');
    expect(dues).toHaveBeenCalledWith(period);
    expect(load).toHaveBeenCalledOnce();
  });
});
