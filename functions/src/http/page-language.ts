import { isLang, LANGUAGE_COOKIE, languageFromAcceptLanguage, type Lang } from '@hall/model/texts/language';

/**
 * The language of the page to serve (decision 036): the device's choice in the language cookie,
 * else the browser's Accept-Language; English for anything unknown or malformed. The same rule
 * as Firebase Hosting's i18n rewrites, which read the same cookie.
 */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }): Lang {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  if (chosen) return isLang(chosen) ? chosen : 'en';
  return languageFromAcceptLanguage(headers['accept-language']);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
