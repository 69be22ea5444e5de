import { homeText } from '@hall/model/texts/home';
import { GALLERY } from '../../../config/site.ts';
import { GALLERY_IMAGES } from '../site-content.ts';
import { ResponsiveImage } from './responsive-image.tsx';
import { SECTION_ATTRIBUTES } from './sections.ts';

const photos = GALLERY_IMAGES.slice(0, GALLERY.slots);

export const SHOW_ALL_PHOTOS = homeText.showAll(photos.length);

/**
 * The achievements gallery: 15 slots, 5 columns on wide screens. Nothing scrolls inside the page
 * (an inner scroller traps a thumb): on a phone the photos are one sideways strip, the next one
 * peeking in; wider, the grid stops at the spec's 400 px with a fade and a "Show all" switch.
 * The switch is a checkbox read by CSS, so it works before (and without) the page's scripts.
 */
export function Gallery() {
  return (
    <section {...SECTION_ATTRIBUTES.Gallery}>
      <h2 id="gallery-title">{homeText.gallery}</h2>
      {/* A sideways scroller on a phone, so it must be reachable by keyboard. */}
      <ul className="gallery" tabIndex={0} aria-label={homeText.photos} style={{ maxHeight: GALLERY.maxHeightPx }}>
        {photos.map((image) => (
          <li key={image.base} className="gallery__item">
            <figure>
              <ResponsiveImage
                image={image}
                sizes={`(min-width: 72rem) ${Math.ceil(72 / GALLERY.columns)}rem, (min-width: 40rem) 33vw, 70vw`}
                className="gallery__image"
                decorative
              />
              <figcaption>{image.alt}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <label className="gallery__more">
        <input type="checkbox" className="gallery__more-input" />
        {SHOW_ALL_PHOTOS}
      </label>
    </section>
  );
}
