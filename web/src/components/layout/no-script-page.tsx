// What a browser that runs no scripts shows on every page but home (which is prerendered in full):
// the site's own top bar and footer around one sentence, rendered at build time into the shell's
// <noscript> (app/prerender.tsx, web/scripts/prerender.ts). Never part of the client's bundle.
import { Link } from 'react-router-dom';
import { layoutText, noScriptText } from '@hall/model/texts/layout';
import { paths } from '../../config/paths.ts';
import { Layout } from './layout.tsx';

export const NO_SCRIPT_TITLE = noScriptText.title;
export const NO_SCRIPT_TEXT = noScriptText.text;

export function NoScriptPage() {
  return (
    <Layout>
      <section className="panel noscript-page">
        <h1>{NO_SCRIPT_TITLE}</h1>
        <p>{NO_SCRIPT_TEXT}</p>
        <Link to={paths.home} className="button">
          {layoutText.home}
        </Link>
      </section>
    </Layout>
  );
}
