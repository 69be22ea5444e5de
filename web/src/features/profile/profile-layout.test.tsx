import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, type HallFee, type StudentUser, type TokenPurchase } from '@hall/model';
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { ADMIN, STUDENT, STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { fakeLive, pagedFrom, type FakeDataOverrides } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const ME = STUDENT_PROFILE;
/** How ME signs the records they file. */
const OWNER = { name: ME.name, email: ME.email, id: ME.id };

/** A page of the profile as the signed-in student ME sees it, on the data the test gives besides. */
const renderProfile = (url: string, data: FakeDataOverrides = {}) =>
  renderApp({ user: STUDENT, url, data: { users: { me: async () => ME }, ...data } });

/** A history's entries once it counts `total`, and each entry's accessible name. */
async function historyEntries(region: string, total: number) {
  expect(await screen.findByText(`Total: ${total}`)).toBeInTheDocument();
  const items = within(screen.getByRole('region', { name: region })).getAllByRole('listitem');
  return { items, names: items.map((item) => item.getAttribute('aria-label')) };
}

function token(overrides: Partial<TokenPurchase>): TokenPurchase {
  return {
    _id: 't1',
    createdAt: '2024-06-01T00:00:00.000Z',
    ...OWNER,
    ...sampleTokenPurchase({ Start_date: '2024-06-01', End_date: '2024-06-30', Transaction_id: 'TX12345' }),
    ...overrides,
  };
}

describe('the profile', () => {
  it('shows a student the history links, a Profile label, and the real record in MyProfile', async () => {
    // No approved token: no meal calendar (issue 30).
    renderProfile('/profile', { tokenPurchases: pagedFrom([]) });
    const menu = within(await screen.findByRole('navigation', { name: 'Profile' }));
    for (const name of ['MyProfile', 'Token History', 'Hall Fee History', 'Room History']) {
      expect(menu.getByRole('link', { name })).toBeInTheDocument();
    }
    const label = screen.getByText('Profile', { selector: 'span' });
    // Shown as the spec writes it, not upper-cased by the overline style (issue 35).
    expect(getComputedStyle(label).textTransform).toBe('none');
    expect(screen.queryByRole('link', { name: 'Hall Management' })).not.toBeInTheDocument();
    expect(await screen.findByText('1904001')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rahim Uddin');
  });

  it('shows the administrator Hall Management and no history links', async () => {
    renderApp({ user: ADMIN, url: '/profile', data: { users: { me: async () => null } } });
    expect(await screen.findByRole('link', { name: 'Hall Management' })).toHaveAttribute('href', '/dashboard');
    const menu = within(screen.getByRole('navigation', { name: 'Profile' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['MyProfile']);
  });

  it("shows the administrator the office account, never asking for a student record (no 'User not found')", async () => {
    let asked = 0;
    renderApp({
      user: ADMIN,
      url: '/profile',
      data: {
        users: {
          me: async () => {
            asked += 1;
            return null;
          },
        },
      },
    });
    const profile = within(await screen.findByRole('region', { name: 'My Profile' }));
    expect(profile.getByText(ADMIN.email ?? '')).toBeInTheDocument();
    expect(profile.getByText('Hall office (administrator)')).toBeInTheDocument();
    expect(screen.getAllByText('Hall Office').length).toBeGreaterThan(0);
    expect(screen.queryByText(/User not found/)).not.toBeInTheDocument();
    expect(profile.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it("names the student by the record in the sidebar, not the sign-in name, and follows MyProfile's Update", async () => {
    let record: StudentUser = { ...ME, name: 'Rahim Uddin Chowdhury' };
    const { user } = renderApp({
      user: STUDENT,
      url: '/profile',
      data: {
        tokenPurchases: pagedFrom([]),
        users: {
          me: async () => record,
          updateMe: async (input) => {
            record = { ...record, ...input };
            return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
          },
        },
      },
    });
    const sidebar = within(await screen.findByRole('complementary', { name: 'Profile menu' }));
    expect(await sidebar.findByText('Rahim Uddin Chowdhury')).toBeInTheDocument();
    // The sign-in display name ('Rahim Uddin') is not shown anywhere in the sidebar.
    expect(sidebar.queryByText('Rahim Uddin')).not.toBeInTheDocument();

    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Karim Hossain');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await sidebar.findByText('Karim Hossain')).toBeInTheDocument();
    expect(sidebar.queryByText('Rahim Uddin Chowdhury')).not.toBeInTheDocument();
  });

  it('logs out with a toast and goes home', async () => {
    const { user, router, auth } = renderProfile('/profile/tokenprofile', { tokenPurchases: pagedFrom([]) });
    const logOut = await screen.findByRole('button', { name: 'LogOut' });
    // Every place the router went or set out for: the profile's guard must not send us to /login.
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname, state.navigation.location?.pathname ?? ''));
    await user.click(logOut);
    expect(await screen.findByText('Logout successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.signOutCalls).toBe(1);
    expect(visited).not.toContain('/login');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('tells an unverified student to verify before their history, and asks the data port for none of it', async () => {
    let asked = 0;
    const counted = async () => {
      asked += 1;
      return { items: [], next: null };
    };
    renderApp({
      user: { ...STUDENT, emailVerified: false },
      url: '/profile/tokenprofile',
      data: {
        users: { me: async () => ME },
        tokenPurchases: { page: counted, count: async () => (asked += 1) },
      },
    });
    const history = within(await screen.findByRole('region', { name: 'Token History' }));
    expect(await history.findByText(`Error: ${messages.api.emailUnverified}`)).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('lists own tokens with a total: Pending, or a Download token button once approved', async () => {
    const mine = pagedFrom([
      token({ _id: 'a', status: 'confirm' }),
      token({ _id: 'b', Transaction_id: 'TX99999' }),
      token({ _id: 'c', email: 'someone.else@student.cuet.ac.bd' }),
    ]);
    const page = vi.fn(mine.page);
    renderProfile('/profile/tokenprofile', { tokenPurchases: { page, count: mine.count } });
    expect(await screen.findByText('Total: 2')).toBeInTheDocument();
    expect(page).toHaveBeenCalledExactlyOnceWith({ email: STUDENT.email, limit: 50 });
    expect(screen.getAllByRole('button', { name: 'Download token' })).toHaveLength(1);
    expect(screen.getAllByText('Pending')).toHaveLength(1);
    // The approved one says so with its badge, as the other histories do (issue 35), beside its Download.
    const approved = screen.getByRole('button', { name: 'Download token' }).closest('li')!;
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(screen.getAllByText('Approved')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a rejected token as Rejected with the reason, and no Download (decision 031)', async () => {
    const rejected = { status: 'rejected' as const, rejectReason: 'No bKash payment with this id' };
    renderProfile('/profile/tokenprofile', {
      tokenPurchases: pagedFrom([
        token({ _id: 'a', status: 'confirm' }),
        token({ _id: 'b', ...rejected }),
        token({ _id: 'c' }),
      ]),
    });
    const history = within(await screen.findByRole('region', { name: 'Token History' }));
    expect(await history.findByText('Rejected')).toBeInTheDocument();
    expect(history.getByText('Reason: No bKash payment with this id')).toBeInTheDocument();
    // The spec's displays stay: one Download (approved), one Pending, and no Download for the rejected one.
    expect(history.getAllByRole('button', { name: 'Download token' })).toHaveLength(1);
    expect(history.getAllByText('Pending')).toHaveLength(1);
  });

  it("shows the office's decision as it is made, with a toast, without a reload (issue 19)", async () => {
    const mine = pagedFrom([token({ _id: 'a' }), token({ _id: 'b', Transaction_id: 'TX99999' })]);
    const live = fakeLive();
    renderProfile('/profile/tokenprofile', { tokenPurchases: mine, live });
    const history = within(await screen.findByRole('region', { name: 'Token History' }));
    expect(await history.findAllByText('Pending')).toHaveLength(2);
    expect(live.watching()).toBe(1);

    // The office rejects one: the back end now holds the rejection, and the port tells the page.
    Object.assign(mine.records[1]!, { status: 'rejected', rejectReason: 'No bKash payment with this id' });
    live.emit({ group: 'tokenPurchases', id: 'b', kind: 'changed', state: 'rejected' });
    expect(await screen.findByText('Your meal token request was rejected')).toBeInTheDocument();
    expect(await history.findByText('Reason: No bKash payment with this id')).toBeInTheDocument();
    expect(history.getAllByText('Pending')).toHaveLength(1);

    Object.assign(mine.records[0]!, { status: 'confirm' });
    live.emit({ group: 'tokenPurchases', id: 'a', kind: 'changed', state: 'approved' });
    expect(await screen.findByText('Your meal token request was approved')).toBeInTheDocument();
    expect(await history.findByRole('button', { name: 'Download token' })).toBeInTheDocument();
    expect(history.queryByText('Pending')).toBeNull();
  });

  it('shows a long history 50 at a time, with Load more', async () => {
    const mine = pagedFrom(
      Array.from({ length: 60 }, (_, n) =>
        token({
          _id: `t${n}`,
          createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
          Transaction_id: `TX${n}AAAA`,
        }),
      ),
    );
    const { user } = renderProfile('/profile/tokenprofile', { tokenPurchases: mine });
    expect(await screen.findByText('Total: 60')).toBeInTheDocument();
    expect(screen.getAllByText('Pending')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByText('Pending')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 30_000);

  it('lists the history newest filed first, whatever the status, each with its filing date', async () => {
    renderProfile('/profile/tokenprofile', {
      // The port's order is approved first.
      tokenPurchases: pagedFrom([
        token({
          _id: 'old',
          status: 'confirm',
          createdAt: '2026-10-02T09:00:00.000Z',
          Start_date: '2026-10-05',
          End_date: '2026-11-03',
        }),
        token({
          _id: 'new',
          createdAt: '2026-11-15T09:00:00.000Z',
          Start_date: '2026-11-16',
          End_date: '2026-12-15',
        }),
      ]),
    });
    const { items, names } = await historyEntries('Token History', 2);
    expect(names).toEqual(['Token 16 November 2026 to 15 December 2026', 'Token 5 October 2026 to 3 November 2026']);
    expect(within(items[0]!).getByText('15 November 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2 October 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Download token' })).toBeInTheDocument();
  });

  it('writes hall-fee months with a capital and their year, a span across the new year included', async () => {
    const fee = (overrides: Partial<HallFee>): HallFee => ({
      _id: 'h1',
      createdAt: '2026-01-10T09:00:00.000Z',
      ...OWNER,
      ...sampleHallFee(),
      ...overrides,
    });
    renderProfile('/profile/hallfeeprofile', {
      hallFees: pagedFrom([
        fee({ _id: 'a', month_start: 'january', month_end: 'june' }),
        fee({ _id: 'b', createdAt: '2026-11-26T09:00:00.000Z', month_start: 'November', month_end: 'February' }),
      ]),
    });
    const { items, names } = await historyEntries('Hall Fee History', 2);
    expect(names).toEqual(['Hall fee November 2026 – February 2027', 'Hall fee January – June 2026']);
    expect(within(items[0]!).getByText('February 2027')).toBeInTheDocument();
    expect(within(items[1]!).getByText('January 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('June 2026')).toBeInTheDocument();
    expect(screen.queryByText(/^(january|june)$/)).toBeNull();
  });
});
