// The Notice section lists the published notices and lets the office delete one (issue 35).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, type Notice } from '@hall/model';
import { ADMIN } from '../../testing/fake-auth.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const notice = (n: number, title: string, date: string): Notice => ({
  _id: `n${n}`,
  createdAt: `${date}T08:00:00.000Z`,
  title,
  date,
  fileName: `${String(n).repeat(24)}.pdf`,
});

/** Notices held as a back end would: `remove` takes one away and the list read again shows the rest. */
function noticesPort(initial: Notice[]) {
  const held = [...initial];
  return {
    held,
    list: vi.fn(async () => [...held]),
    fileUrl: async (fileName: string) => `/api/pdf/${fileName}`,
    remove: vi.fn(async (id: string) => {
      held.splice(
        held.findIndex((one) => one._id === id),
        1,
      );
      return { acknowledged: true as const, deletedCount: 1 };
    }),
  };
}

describe('the published notices', () => {
  it('lists each notice with its date and a link to its PDF', async () => {
    const notices = noticesPort([notice(1, 'Water supply', '2026-11-20'), notice(2, 'Exam routine', '2026-11-02')]);
    renderApp({ user: ADMIN, url: '/dashboard/notice', data: { notices } });
    const list = await screen.findByRole('list', { name: 'Published notices' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Water supply', 'Exam routine']);
    expect(within(items[0]!).getByText('20 November 2026')).toBeInTheDocument();
    expect(await within(items[1]!).findByRole('link', { name: 'PDF of the notice Exam routine' })).toHaveAttribute(
      'href',
      `/api/pdf/${'2'.repeat(24)}.pdf`,
    );
    expect(screen.getByRole('heading', { name: 'Published notices (2)' })).toBeInTheDocument();
  });

  it('deletes a notice only after the office confirms, and the list follows', async () => {
    const notices = noticesPort([notice(1, 'Water supply', '2026-11-20'), notice(2, 'Exam routine', '2026-11-02')]);
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/notice', data: { notices } });
    const list = await screen.findByRole('list', { name: 'Published notices' });

    // Cancel: nothing is deleted.
    await user.click(within(list).getByRole('button', { name: 'Delete the notice Exam routine' }));
    expect(
      await screen.findByText('The notice "Exam routine" leaves the notice board and its PDF is deleted.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(messages.deleteDialog.title)).toBeNull());
    expect(notices.remove).not.toHaveBeenCalled();

    await user.click(within(list).getByRole('button', { name: 'Delete the notice Exam routine' }));
    await user.click(await screen.findByRole('button', { name: messages.deleteDialog.confirm }));
    expect(await screen.findByText(messages.deleteDialog.doneText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(notices.remove).toHaveBeenCalledExactlyOnceWith('n2');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('Exam routine')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Published notices (1)' })).toBeInTheDocument();
  });

  it('says why a delete failed and keeps the notice', async () => {
    vi.mocked(console.error).mockImplementation(() => {}); // the failure is logged on purpose
    const notices = noticesPort([notice(1, 'Water supply', '2026-11-20')]);
    notices.remove.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/notice', data: { notices } });
    const list = await screen.findByRole('list', { name: 'Published notices' });
    await user.click(within(list).getByRole('button', { name: 'Delete the notice Water supply' }));
    await user.click(await screen.findByRole('button', { name: messages.deleteDialog.confirm }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(within(list).getByText('Water supply')).toBeInTheDocument();
  });

  it('marks Title and the PDF file as required, and says so when no notice is published', async () => {
    renderApp({ user: ADMIN, url: '/dashboard/notice' });
    expect(await screen.findByText('No notices at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
    expect(screen.getByText('Title').textContent).toBe('Title *');
    expect(screen.getByLabelText('PDF file')).toBeRequired();
  });
});
