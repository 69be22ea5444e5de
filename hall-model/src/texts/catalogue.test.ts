// Every English text of the catalogue has a Bangla one (issue 33): the same areas, the same
// exports, the same keys, Bangla letters where the English has words, functions for functions.
import { describe, expect, it } from 'vitest';

type Tables = Record<string, Record<string, unknown>>;
declare global {
  // Vite's (vitest runs on Vite); the hall model has no Vite types of its own.
  interface ImportMeta {
    glob: (pattern: string, options: { eager: true }) => Tables;
  }
}
const english = import.meta.glob('./*.ts', { eager: true });
const bangla = import.meta.glob('./bn/*.ts', { eager: true });

/** Modules of this folder that are not text tables. */
const NOT_TABLES = new Set(['./translation.ts', './language.ts']);
/** Tables of codes (locale names), not words: the same shape is all that is asked. */
const CODES = new Set(['./locale.ts']);
const BANGLA = /[\u0980-\u09FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

const areas = Object.keys(english).filter((file) => !file.endsWith('.test.ts') && !NOT_TABLES.has(file));

/** Where the Bangla table differs in shape from the English one, or leaves a worded text untranslated. */
function problems(en: unknown, bn: unknown, at: string, same: ReadonlySet<string>): string[] {
  if (typeof en === 'function') {
    if (typeof bn !== 'function') return [`${at}: a function in English, ${typeof bn} in Bangla`];
    if (bn.length !== en.length) return [`${at}: takes ${en.length} arguments in English, ${bn.length} in Bangla`];
    return [];
  }
  if (typeof en === 'string') {
    if (typeof bn !== 'string') return [`${at}: a text in English, ${typeof bn} in Bangla`];
    if (bn.trim() === '' && en.trim() !== '') return [`${at}: empty in Bangla`];
    if (LATIN_WORD.test(en) && !BANGLA.test(bn) && !same.has(at)) return [`${at}: not translated ("${bn}")`];
    return [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(bn) || bn.length !== en.length) return [`${at}: a list of ${en.length} in English`];
    return en.flatMap((item, index) => problems(item, bn[index], `${at}[${index}]`, same));
  }
  if (en && typeof en === 'object') {
    if (!bn || typeof bn !== 'object') return [`${at}: an object in English, ${typeof bn} in Bangla`];
    const enKeys = Object.keys(en).sort();
    const bnKeys = Object.keys(bn).sort();
    const missing = enKeys.filter((key) => !bnKeys.includes(key)).map((key) => `${at}.${key}: missing in Bangla`);
    const extra = bnKeys.filter((key) => !enKeys.includes(key)).map((key) => `${at}.${key}: only in Bangla`);
    return [
      ...missing,
      ...extra,
      ...enKeys
        .filter((key) => bnKeys.includes(key))
        .flatMap((key) =>
          problems((en as Record<string, unknown>)[key], (bn as Record<string, unknown>)[key], `${at}.${key}`, same),
        ),
    ];
  }
  return Object.is(en, bn) ? [] : [`${at}: ${String(en)} in English, ${String(bn)} in Bangla`];
}

describe('the catalogue', () => {
  it('has areas', () => {
    expect(areas).toContain('./locale.ts');
  });

  it.each(areas)('%s has a Bangla table with every text translated', (area: string) => {
    const en = english[area]!;
    const bn = bangla[area.replace('./', './bn/')];
    if (!bn) throw new Error(`texts/bn/${area.slice(2)} is missing`);
    // A Bangla table may name the paths that are the same in both languages on purpose (a name, an abbreviation).
    const same = new Set((bn.SAME_IN_BOTH as string[] | undefined) ?? []);
    if (CODES.has(area))
      for (const name of Object.keys(en)) for (const key of Object.keys(en[name] as object)) same.add(`${name}.${key}`);
    const enExports = Object.keys(en).sort();
    expect(
      Object.keys(bn)
        .filter((name) => name !== 'SAME_IN_BOTH')
        .sort(),
    ).toEqual(enExports);
    expect(enExports.flatMap((name) => problems(en[name], bn[name], name, same))).toEqual([]);
  });
});
