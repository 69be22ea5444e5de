// The web app manifest of one language's build (decision 036): what a phone installs. Written by
// vite.config.ts's hallBrand plugin next to index.html; the page links it.
import type { Lang } from '../../../hall-model/src/texts/language.ts';
import { manifestText as english } from '../../../hall-model/src/texts/manifest.ts';
import { manifestText as bangla } from '../../../hall-model/src/texts/bn/manifest.ts';
import { BRAND } from '../../src/config/brand.ts';

/** The manifest's file name: each language its own, so each build links its own name. */
export const webManifestFile = (lang: Lang) =>
  lang === 'en' ? 'manifest.webmanifest' : `manifest.${lang}.webmanifest`;

export function webManifest(lang: Lang): string {
  const text = lang === 'en' ? english : bangla;
  return JSON.stringify({
    // One app whichever language installed it: the same id, start page and scope.
    id: '/',
    name: text.appName,
    short_name: text.shortName,
    lang,
    dir: 'ltr',
    // A student opens the app for their own things: the profile (the login page when signed out).
    start_url: '/profile',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND.primary,
    background_color: BRAND.bg,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
}
