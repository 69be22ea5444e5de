// The complaints box: each card says when it was filed (issue 35), in the portal's one date
// format, and Clear asks the browser's confirm first, as the spec names it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, type Complaint } from '@hall/model';
import { sampleComplaint, sampleStudent } from '@hall/model/samples';
import { ADMIN } from '../../testing/fake-auth.ts';
import { pagedFrom, type FakeDataOverrides } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

/** The sample student's complaint, filed at `createdAt`. */
const complaintAt = (createdAt: string): Complaint => ({
  _id: 'c1',
  createdAt,
  ...sampleStudent,
  ...sampleComplaint(),
});

/** The complaints box as the administrator opens it, once the sample student's card shows. */
async function openComplaintCard(complaints: FakeDataOverrides['complaints']) {
  const view = renderApp({ user: ADMIN, url: '/dashboard/complains', data: { complaints } });
  const card = await screen.findByRole('article', { name: `Complaint from ${sampleStudent.name}` });
  return { ...view, card };
}

describe('the complaints box', () => {
  it("shows each complaint's filing date on its card", async () => {
    // Filed at midday in Dhaka: the same calendar day wherever the test runs.
    const complaint = complaintAt('2026-11-26T06:00:00.000Z');
    const { card } = await openComplaintCard(pagedFrom([complaint]));
    const filed = within(card).getByText('26 November 2026');
    expect(filed.tagName).toBe('TIME');
    expect(filed).toHaveAttribute('dateTime', complaint.createdAt);
    expect(filed.parentElement).toHaveTextContent('Filed: 26 November 2026');
  });

  it('clears a complaint only after the browser confirm, then alerts', async () => {
    const complaints = pagedFrom([complaintAt('2026-01-01T00:00:00.000Z')]);
    const remove = vi.fn(async () => {
      complaints.records.splice(0, 1);
      return { acknowledged: true as const, deletedCount: 1 };
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, card } = await openComplaintCard({ ...complaints, remove });
    await user.click(within(card).getByRole('button', { name: 'Clear' }));
    expect(confirm).toHaveBeenLastCalledWith(messages.complaintDelete.confirm);
    expect(remove).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Total: 1' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(messages.complaintDelete.done));
    expect(remove).toHaveBeenCalledExactlyOnceWith('c1');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Total: 0' })).toBeInTheDocument();
  });
});
