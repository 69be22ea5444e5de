// What a walk in Bangla reads on a page (decision 036): the visible text and the names people
// hear, with the Latin left in them, and the Latin that belongs on a Bangla page.
import type { Page } from 'playwright-core';

/**
 * Visible text and accessible labels with Latin letters, each run of words once. `asStored`:
 * values the page shows as people typed or the portal issued them (names, e-mails, ids,
 * transaction ids, complaints), taken out before the search.
 */
export async function latinLeft(page: Page, asStored: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate((stored) => {
    const visible = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].filter(
      (element) => element.getClientRects().length > 0 || element === document.documentElement,
    );
    const labels = visible.flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    // Longest first, so a name inside a longer stored value goes with it.
    const longestFirst = [...stored].filter(Boolean).sort((a, b) => b.length - a.length);
    return [document.body.innerText, ...labels].map((text) =>
      longestFirst.reduce((left, value) => left.split(value).join(' '), text),
    );
  }, asStored);
  return [
    // Runs stop at a line's end: two lines are two texts.
    ...new Set(
      texts.flatMap((text) => text.match(/[A-Za-z][A-Za-z.@_\-\d]*(?:[ \t]+[A-Za-z][A-Za-z.@_\-\d]*)*/g) ?? []),
    ),
  ];
}

/** Latin that belongs on a Bangla page, each with its reason. */
export const LATIN_ALLOWED: ReadonlyArray<[RegExp, string]> = [
  [/^English$/, 'the language switch names English in English'],
  [/^[\w.-]+@[\w.-]+$/, 'e-mail addresses are written as they are'],
  [/^(Facebook|YouTube|X|LinkedIn)$/, 'the social networks’ names'],
  [
    /^CUET-?$/,
    'the university’s abbreviation, as in its students’ e-mail addresses (CUET-এর: Bangla’s ending after a hyphen)',
  ],
  [/^[AZ]$/, 'the password rule names the Latin capitals it asks for (A থেকে Z)'],
  [/^(PDF|CSV|QR)$/, 'file kinds and the QR code keep their Latin names in Bangla (PDF ফাইল, CSV, QR কোড)'],
];

/** The runs no entry of LATIN_ALLOWED (or `alsoAllowed`, with its reason at the caller) accounts for. */
export const notBangla = (runs: string[], alsoAllowed: ReadonlyArray<RegExp> = []) =>
  runs.filter(
    (run) => ![...LATIN_ALLOWED.map(([allowed]) => allowed), ...alsoAllowed].some((allowed) => allowed.test(run)),
  );
