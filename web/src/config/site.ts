import type { TokenAmount, TokenPackage } from '@hall/model';

// Names and links the shared layout shows on every page.
export const HALL_NAME = 'Shaheed Mohammad Shah Hall';
export const UNIVERSITY_NAME = 'Chittagong University of Engineering & Technology';
export const UNIVERSITY_SHORT_NAME = 'CUET';

/** `<title>` of a page: its own name first, then the hall's. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${HALL_NAME}` : `${HALL_NAME} | ${UNIVERSITY_SHORT_NAME}`;
}

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

// ---- The hall's own content (home page). Another hall adopts the portal by editing this block
// and replacing the image files under web/public/images/ (scripts/make-sample-images.ts made these
// samples) and web/src/assets/hall-logo.svg. Names, phones and addresses below are samples.

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

export const ABOUT = {
  heading: 'About the hall',
  paragraphs: [
    `${HALL_NAME} is one of the residential halls of ${UNIVERSITY_NAME}. It is home to undergraduate students of every department, with reading rooms, a dining hall, a common room, a prayer room and playing grounds within a short walk of the academic buildings.`,
    'The hall office looks after seat allotment, meal tokens and hall fees, and hears every complaint. This portal lets residents do all of that from their phones, and keeps the notices of the hall in one place.',
  ],
} as const;

export const PROVOST = {
  name: 'Dr. Md. Abdur Rahman',
  title: 'Provost',
  photo: { base: 'provost', widths: [160, 320], ratio: [1, 1], alt: 'Portrait of the hall provost' },
  message: [
    'Welcome to our hall. A hall is more than a place to sleep between classes: it is where friendships, discipline and a sense of responsibility for one another are built.',
    'I ask every resident to keep the hall clean and peaceful, to respect the rules of the dining and the reading rooms, and to bring any problem to the hall office early. Our doors are open.',
  ],
} as const satisfies { name: string; title: string; photo: SiteImage; message: readonly string[] };

/** The roles of spec section 3, in the order the cards show them. */
export const CONTACT_CARDS = [
  { role: 'Assistant Provost', name: 'Dr. Farhana Akter', phone: '+880 1711-000101', email: 'asst.provost@cuet.ac.bd' },
  { role: 'Care Taker', name: 'Md. Kamal Hossain', phone: '+880 1711-000102', email: 'caretaker@cuet.ac.bd' },
  { role: 'Hall Provost', name: PROVOST.name, phone: '+880 1711-000103', email: 'provost@cuet.ac.bd' },
  { role: 'Electrician', name: 'Md. Jamal Uddin', phone: '+880 1711-000104', email: 'electrician@cuet.ac.bd' },
] as const;

export const BANNER_IMAGES: readonly SiteImage[] = [
  { base: 'banner-1', widths: [640, 1024, 1600], ratio: [16, 7], alt: 'The hall building on a sunny day' },
  { base: 'banner-2', widths: [640, 1024, 1600], ratio: [16, 7], alt: 'Sunset over the hills beside the campus lake' },
  { base: 'banner-3', widths: [640, 1024, 1600], ratio: [16, 7], alt: 'The hall blocks at night, windows lit' },
  { base: 'banner-4', widths: [640, 1024, 1600], ratio: [16, 7], alt: 'A football match on the hall playground' },
  { base: 'banner-5', widths: [640, 1024, 1600], ratio: [16, 7], alt: 'The hall library reading room' },
];

/** One achievement photo: its image files and its caption, side by side so they cannot drift apart. */
const photo = (base: string, caption: string): SiteImage => ({ base, widths: [320, 640], ratio: [4, 3], alt: caption });

/** The achievements gallery, in the order it shows; each caption describes its own picture. */
export const GALLERY_IMAGES: readonly SiteImage[] = [
  photo('gallery-01', 'Inter-hall football champions'),
  photo('gallery-02', 'Best hall award certificate'),
  photo('gallery-03', 'Reading club, books donated'),
  photo('gallery-04', 'Gold medal, national programming contest'),
  photo('gallery-05', 'Robotics club prize'),
  photo('gallery-06', 'Cricket tournament runners-up'),
  photo('gallery-07', 'Research paper award'),
  photo('gallery-08', 'Hall magazine, first issue'),
  photo('gallery-09', 'Athletics meet, 100 m gold'),
  photo('gallery-10', 'Line-following robot, first place'),
  photo('gallery-11', 'Quiz competition champions'),
  photo('gallery-12', 'Cultural week certificate'),
  photo('gallery-13', 'Essay competition, book prize'),
  photo('gallery-14', 'Volunteer service medal'),
  photo('gallery-15', 'Robot soccer champions'),
];
