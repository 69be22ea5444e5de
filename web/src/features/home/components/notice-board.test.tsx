import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '@hall/model';
import { renderApp } from '../../../testing/test-utils.tsx';

const notice = (title: string, date: string, fileName: string): Notice =>
  ({ _id: fileName.replace('.pdf', ''), title, date, fileName, createdAt: '2026-01-01T00:00:00.000Z' }) as Notice;

const board = () => screen.getByRole('list', { name: 'Notices' });
const boardLoaded = () => screen.findByRole('list', { name: 'Notices' });

describe('notice board', () => {
  it('lists notices by date, newest first, each opening its PDF in a new tab', async () => {
    // The back end's order (newest upload first) differs from the notices' own dates.
    const list = async () => [notice('Water supply', '2026-01-10', 'a.pdf'), notice('Exam schedule', '2026-03-02', 'b.pdf'), notice('Iftar', '2026-02-15', 'c.pdf')];
    renderApp({ data: { notices: { list, fileUrl: async (fileName: string) => `/api/pdf/${fileName}` } } });
    const links = await within(await boardLoaded()).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Exam schedule (PDF, opens in a new tab)',
      'Iftar (PDF, opens in a new tab)',
      'Water supply (PDF, opens in a new tab)',
    ]);
    expect(links[0]).toHaveAttribute('href', '/api/pdf/b.pdf');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(board()).getByText('2 March 2026')).toBeInTheDocument();
  });

  it('stays empty and logs the error when the notices cannot be loaded', async () => {
    const failure = new Error('offline');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ data: { notices: { list: () => Promise.reject(failure) } } });
    expect(await within(await boardLoaded()).findByText('No notices at the moment.')).toBeInTheDocument();
    expect(within(board()).queryAllByRole('link')).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('The notices could not be loaded:', failure);
  });

  it('is 400 px high at most, scrolling', async () => {
    renderApp();
    await within(await boardLoaded()).findByText('No notices at the moment.');
    expect(board()).toHaveStyle({ maxHeight: '400px' });
  });
});
