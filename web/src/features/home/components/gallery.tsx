import { GALLERY, GALLERY_IMAGES } from '../../../config/site.ts';
import { ResponsiveImage } from './responsive-image.tsx';

const photos = GALLERY_IMAGES.slice(0, GALLERY.slots);

/** The achievements gallery: 15 slots, 5 columns on wide screens, 400 px high and scrolling. */
export function Gallery() {
  return (
    <section id="gallery" className="home-section" aria-labelledby="gallery-title">
      <h2 id="gallery-title">Our Achievements</h2>
      {/* Scrollable, so it must be reachable by keyboard. */}
      <ul className="gallery" tabIndex={0} aria-label="Achievement photos" style={{ maxHeight: GALLERY.maxHeightPx }}>
        {photos.map((image) => (
          <li key={image.base} className="gallery__item">
            <figure>
              <ResponsiveImage
                image={image}
                sizes={`(min-width: 72rem) ${Math.ceil(72 / GALLERY.columns)}rem, (min-width: 40rem) 33vw, 50vw`}
                className="gallery__image"
                decorative
              />
              <figcaption>{image.alt}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
