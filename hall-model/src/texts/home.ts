// The home page's own texts (issue 33): the banner's controls, the sections' headings, the notice
// board. The hall's content (about, the provost's message, captions, contacts) is texts/site.ts.

export const homeText = {
  slide: (n: number, of: number) => `${n} of ${of}`,
  play: 'Play slideshow',
  pause: 'Pause slideshow',
  showSlide: (n: number) => `Show slide ${n}`,
  provost: 'Provost Message',
  gallery: 'Our Achievements',
  photos: 'Achievement photos',
  showAll: (n: number) => `Show all ${n} photos`,
  notices: 'Notice Board',
  noticeList: 'Notices',
  pdf: ' (PDF, opens in a new tab)',
  noNotices: 'No notices at the moment.',
  noticesFailed: 'The notices could not be loaded.',
  retry: 'Try again',
  contacts: 'Contact the hall office',
};

/** Only in the prerendered page, for a browser that runs no scripts (the browser's bundle drops it). */
export const homeNoScriptText = {
  notices: 'Turn on JavaScript to see the notices.',
};
