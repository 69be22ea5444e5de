/** The languages the portal speaks. English is the spec's; Bangla is what most students read first. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Lang = (typeof LANGUAGES)[number];

/**
 * The cookie that remembers a device's choice. Firebase Hosting's i18n rewrites read exactly this
 * name (firebase.json), so the local server (functions/src/app.ts) reads it too.
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';

/** Each language named in itself, as the switch in the top bar shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: 'English', bn: 'বাংলা' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of an Accept-Language header: Bangla when the reader ranks it above English, else English. */
export function languageFromAcceptLanguage(header: string | undefined): Lang {
  let best: { lang: Lang; q: number } = { lang: 'en', q: 0 };
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
    const lang = tag.split('-')[0];
    if (isLang(lang) && Number.isFinite(q) && q > best.q) best = { lang, q };
  }
  return best.lang;
}
