// The hall's catalogue of visible texts (issue 33, decision 036).
//
// Every text a person sees lives in an area module of this folder: `texts/<area>.ts` holds the
// English table (the spec's texts exactly, typos included) and `texts/bn/<area>.ts` the Bangla
// one, exported under the same name and typed `satisfies Translation<typeof English>`. The SPA is
// built once per language: the Bangla build resolves every import of `texts/<area>.ts` made from
// outside this folder to `texts/bn/<area>.ts` (web/vite.config.ts). So code reads a text as a plain
// property (`profileText.title`, `roomText.full(312)`), with no runtime and no per-call cost, and
// the English build carries no Bangla. The API and PDFs import nothing from bn/: they stay English.
//
// Rules: a bn module imports only types from its English module (or values from other modules of
// this folder: imports inside texts/ are never swapped); a table is plain data and functions of
// their arguments (no I/O, no top-level effects); names and ids are never translated.

/** The Bangla table for an English one: the same keys; a text for a text, the same function's shape for a function. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T[K] extends string
      ? string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Translation<T[K]>;
};
