import { HALL_NAME, UNIVERSITY_NAME } from '../../config/site.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import './home.css';

export function Component() {
  usePageTitle();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__eyebrow">{UNIVERSITY_NAME}</p>
      <h1 id="hero-title" className="hero__title">
        {HALL_NAME}
      </h1>
      <p className="hero__text">This page is not built yet.</p>
    </section>
  );
}
