import { ABOUT } from '../site-content.ts';
import { SECTION_ATTRIBUTES } from './sections.ts';

export function About() {
  return (
    <section {...SECTION_ATTRIBUTES.About}>
      <h2 id="about-title">{ABOUT.heading}</h2>
      {ABOUT.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
