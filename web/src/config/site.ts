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
