// The English shell chooses its language in the browser (decision 036). Firebase Hosting's i18n
// rewrites localize '/' (a file) but not the '**' -> /shell.html rewrite, so a deep link such as
// /profile always gets the English shell, whatever the language cookie says (checked with the
// Hosting emulator). So the English shell carries only its stylesheets (a page without scripts
// still has its look) and a small blocking script: it writes in the English build's scripts, or
// swaps in all of the Bangla build's tags, by the same rule as the server
// (functions/src/http/page-language.ts): the cookie, else the browser's first of English and
// Bangla. A service worker serving the English shell for every address gets the same choice.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '../../hall-model/src/texts/language.ts';

const BUILD_TAGS =
  /\s*(?:<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>|<link rel="(?:modulepreload|stylesheet)" crossorigin href="\/assets\/[^"]+">)/g;

const STYLESHEET = /^<link rel="stylesheet"/;

function buildTags(html: string, file: string, withStylesheets = true): string {
  const tags = [...html.matchAll(BUILD_TAGS)]
    .map((match) => match[0].trim())
    .filter((tag) => withStylesheets || !STYLESHEET.test(tag));
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error(`${file} has no entry <script type="module">.`);
  return tags.join('');
}

/** The Bangla shell's title and description, which the English shell takes on for a Bangla reader. */
const pageTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const pageDescription = (html: string) => /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? '';

/** Rewrites dist/shell.html to choose between its own tags and the Bangla shell's; returns the chooser's file. */
export function chooseLanguageInShell(dist: string, banglaShell: string): string {
  const englishFile = path.join(dist, 'shell.html');
  const english = fs.readFileSync(englishFile, 'utf8');
  const bangla = fs.readFileSync(banglaShell, 'utf8');
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).source;
  const source = `(function(){var c=new RegExp(${JSON.stringify(cookie)}).exec(document.cookie),l=c?c[1]:'',n=navigator.languages||[];for(var i=0;!l&&i<n.length;i++){var t=n[i].split('-')[0].toLowerCase();if(t==='en'||t==='bn')l=t}var bn=l==='bn';if(bn){document.documentElement.lang='bn';document.title=${JSON.stringify(pageTitle(bangla))};var d=document.querySelector('meta[name=description]');if(d)d.setAttribute('content',${JSON.stringify(pageDescription(bangla))});var s=document.querySelectorAll('link[rel=stylesheet][href^="/assets/"]');for(var j=0;j<s.length;j++)s[j].remove()}document.write(bn?${JSON.stringify(buildTags(bangla, banglaShell))}:${JSON.stringify(buildTags(english, 'shell.html', false))})})()`;
  const file = `assets/shell-language-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(dist, file), source);
  // The stylesheets first, then the chooser, which may remove them (parsed by then) for Bangla's.
  const stylesheets = [...english.matchAll(BUILD_TAGS)]
    .map((match) => match[0].trim())
    .filter((tag) => STYLESHEET.test(tag));
  let placed = false;
  const page = english.replace(BUILD_TAGS, (tag) => {
    if (!tag.includes('<script') || placed) return '';
    placed = true;
    return `\n    ${stylesheets.join('\n    ')}\n    <script src="/${file}"></script>`;
  });
  fs.writeFileSync(englishFile, page);
  return file;
}
