// What the build writes for a browser that runs no scripts (issue 35), rendered as the build does
// (a server render: import.meta.env.SSR). The home page says why its notice board is empty; every
// other page shows the site's header and footer around one sentence.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_SCRIPT_TEXT, NO_SCRIPT_TITLE } from '../components/layout/no-script-page.tsx';
import { NOTICES_NEED_SCRIPTS } from '../features/home/components/notice-board.tsx';
import { renderNoScriptPage, renderPage } from './prerender.tsx';

beforeAll(() => {
  vi.stubEnv('SSR', true);
  return () => vi.unstubAllEnvs();
});

/** The part of `markup` from the element that opens with `start` to the first `end` after it. */
function between(markup: string, start: string, end: string): string {
  const from = markup.indexOf(start);
  expect(from, `${start} in the markup`).toBeGreaterThanOrEqual(0);
  return markup.slice(from, markup.indexOf(end, from) + end.length);
}

describe('the prerendered home page', () => {
  it('tells a browser without scripts why the notice board is empty, inside the board', async () => {
    const board = between(await renderPage('/'), '<section id="notices"', '</section>');
    expect(between(board, '<noscript>', '</noscript>')).toContain(NOTICES_NEED_SCRIPTS);
  });
});

describe("the shell's no-script page", () => {
  const page = renderNoScriptPage();

  it('has the top bar with the hall logo and name linking home, and Login', () => {
    const brand = between(page, '<a class="brand" href="/"', '</a>');
    expect(brand).toContain('<img class="brand__logo"');
    expect(brand).toContain('>Shaheed Mohammad Shah Hall</span>');
    expect(between(page, '<header', '</header>')).toMatch(
      /<a class="button button--on-dark" href="\/login"[^>]*>Login<\/a>/,
    );
  });

  it('says in its main area that the page needs JavaScript, with a way home, and marks no page current', () => {
    const main = between(page, '<main', '</main>');
    expect(main).toContain(`<h1>${NO_SCRIPT_TITLE}</h1>`);
    expect(main).toContain(NO_SCRIPT_TEXT);
    expect(main).toMatch(/<a class="button" href="\/"[^>]*>Home<\/a>/);
    expect(page).not.toContain('aria-current');
    expect(page).toContain('<footer');
  });
});
