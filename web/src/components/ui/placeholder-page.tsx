import { usePageTitle } from '../../hooks/use-page-title.ts';
import './ui.css';

/** An honest stand-in for a page that a later issue builds. `title` is its heading and document title. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="placeholder">
      <h1 className="placeholder__title">{title}</h1>
      <p className="placeholder__text">This page is not built yet.</p>
    </section>
  );
}
