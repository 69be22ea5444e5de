// A complaint card says when it was filed (issue 35), in the portal's one date format.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Complaint } from '@hall/model';
import { sampleComplaint, sampleStudent } from '@hall/model/samples';
import { ADMIN } from '../../testing/fake-auth.ts';
import { pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

describe('the complaints box', () => {
  it("shows each complaint's filing date on its card", async () => {
    // Filed at midday in Dhaka: the same calendar day wherever the test runs.
    const complaint: Complaint = {
      _id: 'c1',
      createdAt: '2026-11-26T06:00:00.000Z',
      ...sampleStudent,
      ...sampleComplaint(),
    };
    const complaints = pagedFrom([complaint]);
    renderApp({ user: ADMIN, url: '/dashboard/complains', data: { complaints } });
    const card = await screen.findByRole('article', { name: `Complaint from ${sampleStudent.name}` });
    const filed = within(card).getByText('26 November 2026');
    expect(filed.tagName).toBe('TIME');
    expect(filed).toHaveAttribute('dateTime', complaint.createdAt);
    expect(filed.parentElement).toHaveTextContent('Filed: 26 November 2026');
  });
});
