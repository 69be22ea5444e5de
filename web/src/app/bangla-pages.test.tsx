// The Bangla build's words in the shell and shared parts (issue 33): these components read every
// text from the catalogue, so with the Bangla tables (as HALL_LANG=bn resolves them) no English word
// is left on screen. Names, e-mails and ids are not words of the page: none are rendered here.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../components/ui/pagination.tsx';
import { StatusChip } from '../features/profile/history-card.tsx';
import { CheckFailure, Verdict } from '../features/verify/verdict.tsx';
import { Footer } from '../components/layout/footer.tsx';

vi.mock('@hall/model/texts/layout', () => import('@hall/model/texts/bn/layout'));
vi.mock('@hall/model/texts/pagination', () => import('@hall/model/texts/bn/pagination'));
vi.mock('@hall/model/texts/history', () => import('@hall/model/texts/bn/history'));
vi.mock('@hall/model/texts/verify', () => import('@hall/model/texts/bn/verify'));

/** Latin words of two letters or more in the text and the accessible names under `root`. */
function englishWords(root: HTMLElement): string[] {
  const labels = [...root.querySelectorAll('[aria-label],[title]')].map(
    (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
  );
  return [root.textContent ?? '', ...labels].join(' ').match(/[A-Za-z]{2,}/g) ?? [];
}

describe('in Bangla', () => {
  it('the footer names the hall and its links in Bangla, the year in Bangla digits', () => {
    const { container } = render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText('© ২০২৪ শহীদ মোহাম্মদ শাহ হল, চুয়েট। সর্বস্বত্ব সংরক্ষিত।')).toBeInTheDocument();
    // The social networks' names are names (Facebook, YouTube, X, LinkedIn): only the text is checked.
    expect(container.textContent?.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });

  it('the pagination counts in Bangla digits', () => {
    const { container } = render(
      <Pagination
        count={-1}
        page={1}
        rowsPerPage={50}
        rowsPerPageOptions={[50]}
        onPageChange={() => {}}
        onRowsPerPageChange={() => {}}
        nextDisabled={false}
      />,
    );
    expect(screen.getByText('৫১–১০০, মোট ১০০-এর বেশি')).toBeInTheDocument();
    expect(englishWords(container)).toEqual([]);
  });

  it("a history card's status and a token's verdict", () => {
    const { container } = render(
      <>
        <StatusChip record={{ status: 'confirm' }} />
        <StatusChip record={{ status: 'pending' }} />
        <Verdict valid={false} reason="x" />
        <CheckFailure message="y" retry={() => {}} />
      </>,
    );
    expect(screen.getByText('বৈধ নয়')).toBeInTheDocument();
    expect(englishWords(container)).toEqual([]);
  });
});
