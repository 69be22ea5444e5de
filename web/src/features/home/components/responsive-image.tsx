import type { SiteImage } from '../../../config/site.ts';

export interface ResponsiveImageProps {
  image: SiteImage;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Above the fold: load at once and early. Otherwise lazily, when scrolled near. */
  priority?: boolean;
  className?: string;
  /** The image only illustrates text beside it (a caption): empty alt, so it is not read twice. */
  decorative?: boolean;
}

const url = (image: SiteImage, width: number) => `/images/${image.base}-${width}.webp`;

/** The `src` (second-smallest width) and `srcset` of an image; also the banner's preload (app/prerender.tsx). */
export function imageSources(image: SiteImage): { src: string; srcSet: string; largest: number } {
  const widths = [...image.widths].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] ?? 0;
  const fallback = widths[Math.min(1, widths.length - 1)] ?? largest;
  return {
    src: url(image, fallback),
    srcSet: widths.map((width) => `${url(image, width)} ${width}w`).join(', '),
    largest,
  };
}

/** A WebP image in every width it was made in, with its aspect ratio set so nothing shifts as it loads. */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  decorative = false,
}: ResponsiveImageProps) {
  const { src, srcSet, largest } = imageSources(image);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={largest}
      height={Math.round((largest * image.ratio[1]) / image.ratio[0])}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
