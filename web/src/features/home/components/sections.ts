// Each static home section's own element (home-island.tsx): the section renders it, and so does its
// island while React takes the prerendered page over, so both describe the same element.
export const SECTION_ATTRIBUTES = {
  About: { id: 'about', className: 'panel', 'aria-labelledby': 'about-title' },
  ProvostMessage: { id: 'provost', className: 'panel provost', 'aria-labelledby': 'provost-title' },
  Gallery: { id: 'gallery', className: 'panel gallery-section', 'aria-labelledby': 'gallery-title' },
  ContactCards: { id: 'contacts', className: 'panel', 'aria-labelledby': 'contacts-title' },
} as const;
