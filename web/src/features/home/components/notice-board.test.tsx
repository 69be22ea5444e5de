import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '@hall/model';
import { createDataPort } from '../../../lib/data/provider.tsx';
import { renderApp } from '../../../testing/test-utils.tsx';

const notice = (title: string, date: string, fileName: string): Notice =>
  ({ _id: fileName.replace('.pdf', ''), title, date, fileName, createdAt: '2026-01-01T00:00:00.000Z' }) as Notice;

const board = () => screen.getByRole('list', { name: 'Notices' });
const boardLoaded = () => screen.findByRole('list', { name: 'Notices' });

describe('notice board', () => {
  it('lists notices by date, newest first, each opening its PDF in a new tab', async () => {
    // The back end's order (newest upload first) differs from the notices' own dates.
    const list = async () => [
      notice('Water supply', '2026-01-10', 'a.pdf'),
      notice('Exam schedule', '2026-03-02', 'b.pdf'),
      notice('Iftar', '2026-02-15', 'c.pdf'),
    ];
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

  it('says the notices could not be loaded when GET /api/get-pdf fails, and loads them again on Try again', async () => {
    // The local build's data port (HTTP) on a fetch whose first /api/get-pdf answers 500, the second the list.
    const answers = [
      new Response(
        JSON.stringify({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }),
        { status: 500 },
      ),
      new Response(JSON.stringify([notice('Water supply', '2026-01-10', 'a.pdf')]), { status: 200 }),
    ];
    const fetch = vi.fn(async (_url: string) => answers.shift() ?? new Response('[]'));
    vi.stubGlobal('fetch', fetch);
    const http = createDataPort('local', {
      getIdToken: async () => null,
      getAuthInstance: () => Promise.reject(new Error('not used')),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp({
      data: { notices: { list: () => http.notices.list(), fileUrl: (name: string) => http.notices.fileUrl(name) } },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notices could not be loaded.');
    expect(within(board()).queryByText('No notices at the moment.')).toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/get-pdf');
    expect(logged).toHaveBeenCalledWith('The notices could not be loaded:', expect.objectContaining({ status: 500 }));

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(board()).findByRole('link', { name: /Water supply/ })).toHaveAttribute(
      'href',
      '/api/pdf/a.pdf',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('is 400 px high at most, scrolling', async () => {
    renderApp();
    await within(await boardLoaded()).findByText('No notices at the moment.');
    expect(board()).toHaveStyle({ maxHeight: '400px' });
  });
});
