import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { diningMessages, messages, type DiningStaffListing } from '@hall/model';
import { DataError } from '../../lib/data/port.ts';
import { ADMIN } from '../../testing/fake-auth.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const COOK: DiningStaffListing = {
  email: 'dining.cook@student.cuet.ac.bd',
  addedAt: '2026-11-20T04:00:00.000Z',
  addedBy: ADMIN.email!,
  account: 'verified',
};

/** The office's staff list, held in memory, with the API's refusal of a student's address. */
function staffList(initial: DiningStaffListing[]) {
  const members = [...initial];
  return {
    members,
    list: vi.fn(async () => [...members]),
    add: vi.fn(async (email: string) => {
      if (email.startsWith('u19'))
        throw new DataError({
          status: 400,
          code: 'invalid_body',
          message: 'Please check the highlighted fields.',
          fields: { email: diningMessages.staffNotAllowed },
        });
      members.push({ email, addedAt: '2026-11-27T04:00:00.000Z', addedBy: ADMIN.email!, account: 'none' });
    }),
    remove: vi.fn(async (email: string) => {
      members.splice(
        members.findIndex((member) => member.email === email),
        1,
      );
      return { acknowledged: true as const, deletedCount: 1 };
    }),
  };
}

const rows = () => within(screen.getByRole('list', { name: 'Dining staff' })).getAllByRole('listitem');

describe('the dashboard’s Dining staff', () => {
  it('shows the API’s refusal under the field and adds nothing; a good address is added to the list', async () => {
    const staff = staffList([COOK]);
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/dining-staff', data: { dining: { staff } } });
    await screen.findByRole('list', { name: 'Dining staff' }, { timeout: 5000 });
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('dining.cook@student.cuet.ac.bd')]);
    expect(rows()[0]).toHaveTextContent('20 November 2026');

    const field = screen.getByRole('textbox', { name: 'Staff e-mail' });
    await user.type(field, 'u1904001@student.cuet.ac.bd');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(diningMessages.staffNotAllowed)).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(field).toHaveValue('u1904001@student.cuet.ac.bd');
    expect(staff.members).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'dining.server@student.cuet.ac.bd');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(staff.add).toHaveBeenLastCalledWith('dining.server@student.cuet.ac.bd');
    expect(field).toHaveValue('');
    expect(screen.queryByText(diningMessages.staffNotAllowed)).not.toBeInTheDocument();
  });

  it('says of each address whether its account is verified, not verified yet, or not made yet', async () => {
    const staff = staffList([
      COOK,
      { ...COOK, email: 'dining.new@student.cuet.ac.bd', account: 'unverified' },
      { ...COOK, email: 'dining.none@student.cuet.ac.bd', account: 'none' },
    ]);
    renderApp({ user: ADMIN, url: '/dashboard/dining-staff', data: { dining: { staff } } });
    await screen.findByRole('list', { name: 'Dining staff' }, { timeout: 5000 });
    const [verified, unverified, none] = rows();
    expect(within(verified!).getByText('Verified account')).toBeInTheDocument();
    expect(verified).not.toHaveTextContent('Refused');
    expect(within(unverified!).getByText('Not verified yet')).toBeInTheDocument();
    expect(unverified).toHaveTextContent(
      'Refused as staff until the address is verified (the link in the sign-up e-mail).',
    );
    expect(within(none!).getByText('No account yet')).toBeInTheDocument();
    expect(none).toHaveTextContent('Refused as staff until an account is made for it with npm run staff:add.');
  });

  it('removes an address only after the destructive confirm', async () => {
    const staff = staffList([COOK]);
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/dining-staff', data: { dining: { staff } } });
    await screen.findByRole('list', { name: 'Dining staff' }, { timeout: 5000 });
    const remove = screen.getByRole('button', { name: 'Remove dining.cook@student.cuet.ac.bd' });

    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(staff.remove).not.toHaveBeenCalled();

    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: messages.deleteDialog.confirm }));
    expect(await screen.findByText(messages.deleteDialog.doneText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('No dining staff yet.')).toBeInTheDocument();
    expect(staff.remove).toHaveBeenCalledExactlyOnceWith('dining.cook@student.cuet.ac.bd');
  });
});
