import { homeText } from '@hall/model/texts/home';
import { PROVOST } from '../site-content.ts';
import { ResponsiveImage } from './responsive-image.tsx';
import { SECTION_ATTRIBUTES } from './sections.ts';

export function ProvostMessage() {
  return (
    <section {...SECTION_ATTRIBUTES.ProvostMessage}>
      <h2 id="provost-title">{homeText.provost}</h2>
      <div className="provost__body">
        <figure className="provost__figure">
          <ResponsiveImage image={PROVOST.photo} sizes="10rem" className="provost__photo" />
          <figcaption>
            <strong>{PROVOST.name}</strong>
            <br />
            {PROVOST.title}
          </figcaption>
        </figure>
        <blockquote className="provost__message">
          {PROVOST.message.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
      </div>
    </section>
  );
}
