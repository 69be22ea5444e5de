import { LANGUAGE_COOKIE, LANGUAGE_NAMES, type Lang } from '@hall/model/texts/language';
import { languageSwitchText } from '@hall/model/texts/language-switch';
import { locale } from '@hall/model/texts/locale';

/** A year: the device keeps its choice. */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Each language is its own build (decision 036): switching remembers the choice in the cookie the
 * server and Firebase Hosting read, lets go of the service worker (it holds this language's pages),
 * and loads the page again in the other language.
 */
export async function switchLanguage(to: Lang, reload = () => window.location.reload()): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${to}; Max-Age=${CHOICE_MAX_AGE_S}; Path=/; SameSite=Lax`;
  const registrations = (await navigator.serviceWorker?.getRegistrations().catch(() => [])) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  reload();
}

/** The top bar's switch: the other language, named in itself ("বাংলা" on English pages, "English" on Bangla ones). */
export function LanguageSwitch() {
  const other: Lang = locale.lang === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      title={languageSwitchText.hint}
      onClick={() => void switchLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
