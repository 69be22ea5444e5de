import { homeText } from '@hall/model/texts/home';
import { PROVOST } from '../../../config/site.ts';
import { ResponsiveImage } from './responsive-image.tsx';

export function ProvostMessage() {
  return (
    <section id="provost" className="panel provost" aria-labelledby="provost-title">
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
