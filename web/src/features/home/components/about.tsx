import { ABOUT } from '../../../config/site.ts';

export function About() {
  return (
    <section id="about" className="panel" aria-labelledby="about-title">
      <h2 id="about-title">{ABOUT.heading}</h2>
      {ABOUT.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
