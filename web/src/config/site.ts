import type { TokenAmount, TokenPackage } from '@hall/model';
import { bannerText } from '@hall/model/texts/banner';

// The hall's name as the meal token PDF prints it: always English (pdf-lib's fonts draw no Bangla).
// Pages show the build's language's (layoutText.hall, in the hall model's catalogue).
export const HALL_NAME_FOR_PDF = 'Shaheed Mohammad Shah Hall';

// Placeholders: the hall's own social pages are not in the spec, so each icon searches its network
// for CUET rather than guess an account. Replace with the hall office's addresses when known.
export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/search/top?q=CUET' },
  { network: 'YouTube', href: 'https://www.youtube.com/results?search_query=CUET' },
  { network: 'X', href: 'https://x.com/search?q=CUET' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/search/results/all/?keywords=CUET' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

// ---- The UI's numbers (spec section 9): how the pages look, not what the data means, so they
// live here rather than in the hall model.
export const BANNER = { imageCount: 5, intervalMs: 3000 } as const;
export const GALLERY = { slots: 15, columns: 5, maxHeightPx: 400 } as const;
export const NOTICE_BOARD_MAX_HEIGHT_PX = 400;
export const TOAST_DEFAULTS = { position: 'top-right', durationMs: 5000, pauseOnHover: true, draggable: true } as const;
export const FOOTER_YEAR = 2024;

// ---- The hall's own content (home page). Another hall adopts the portal by editing this block,
// its texts in the hall model's catalogue (texts/site.ts and its Bangla twin) and replacing the image files under web/public/images/
// (scripts/make-sample-images.ts made these samples) and web/src/assets/hall-logo.svg. Names,
// phones and addresses below are samples.

/** An image in several widths: `${base}-${width}.webp` under /images/ for each width. */
export interface SiteImage {
  base: string;
  widths: readonly number[];
  /** Intrinsic aspect ratio, for width/height attributes (no layout shift). */
  ratio: readonly [number, number];
  alt: string;
}

/**
 * The day room allotment opens, as the Room_Allotement page's marquee announces it (YYYY-MM-DD).
 * The hall office changes it for each allotment round; the spec's sample is 3 May 2024.
 */
export const ROOM_ALLOTMENT_START = '2024-05-03';

/** The hall office's bKash account that students pay tokens and hall fees into (a sample number). */
export const HALL_BKASH_NUMBER = '01711000100';

/** What each meal-token package costs, in taka (one of the spec's amounts): choosing a package fills it in. */
export const TOKEN_PRICES: Readonly<Record<TokenPackage, TokenAmount>> = { '30': '2500', '15': '1300' };

/**
 * The hall fee for one month, in taka (a sample): the hall fee form shows months times this and
 * the dues report counts with it. It lives in the hall model, which the API shares; set it there.
 */
export { HALL_FEE_PER_MONTH } from '@hall/model';

// The About text, the provost's message, the contact cards and the gallery pair these with their
// texts in features/home/site-content.ts: only the prerendered home page and a later visit to it
// carry those texts, not the first-load JS (features/home/components/home-island.tsx).

/** The provost's photo (its description: siteText.provostAlt). */
export const PROVOST_PHOTO = { base: 'provost', widths: [160, 320], ratio: [1, 1] } as const;

/** Each contact card's phone and e-mail, beside its role and name (siteText.contacts, in the same order). */
export const CONTACT_DETAILS = [
  { phone: '+880 1711-000101', email: 'asst.provost@cuet.ac.bd' },
  { phone: '+880 1711-000102', email: 'caretaker@cuet.ac.bd' },
  { phone: '+880 1711-000103', email: 'provost@cuet.ac.bd' },
  { phone: '+880 1711-000104', email: 'electrician@cuet.ac.bd' },
];

/** banner-1 to banner-5, each described by its text in bannerText.banners. */
export const BANNER_IMAGES: readonly SiteImage[] = bannerText.banners.map((alt, index) => ({
  base: `banner-${index + 1}`,
  widths: [640, 1024, 1600],
  ratio: [16, 7],
  alt,
}));

/** The achievements gallery's image gallery-01 to gallery-15, by its place (index 0 first), with its caption as alt. */
export const galleryImage = (caption: string, index: number): SiteImage => ({
  base: `gallery-${String(index + 1).padStart(2, '0')}`,
  widths: [320, 640],
  ratio: [4, 3],
  alt: caption,
});
