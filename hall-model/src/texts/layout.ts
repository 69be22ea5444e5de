// The shared layout's texts (issue 33): the hall's name, the top bar, the menus, the footer, the
// no-script page and the pages' titles. layoutText is on every page's first load (a visitor's
// home page too): it holds only what the shell shows. A module is loaded whole with the first
// chunk that needs it, so texts of later chunks live in modules of their own (menu.ts, ...).

const hall = 'Shaheed Mohammad Shah Hall';

export const layoutText = {
  hall,
  university: 'Chittagong University of Engineering & Technology',
  /** `<title>` of a page: its own name first, then the hall's. */
  title: (page?: string) => (page ? `${page} | ${hall}` : `${hall} | CUET`),
  // The top bar's links, in the spec's order and spelling.
  home: 'Home',
  token: 'Token',
  hallFee: 'Hall_Fee',
  complains: 'Complains',
  room: 'Room_Allotement',
  contact: 'Contact',
  login: 'Login',
  signUp: 'Sign Up',
  profile: 'Profile',
  openMenu: 'Open menu',
  mainNav: 'Main',
  skip: 'Skip to content',
  checking: 'Checking sign-in…',
  loading: 'Loading…',
  // The footer.
  footerNav: 'Footer',
  aboutUs: 'About us',
  complain: 'Complain',
  photo: 'Photo',
  social: 'Social media',
  rights: (year: number) => `© ${year} ${hall}, CUET. All rights reserved.`,
};

/** What a browser without JavaScript shows on every page but home (only in the prerendered shell). */
export const noScriptText = {
  title: 'This page needs JavaScript',
  text: 'Turn on JavaScript in your browser to use the hall portal, then reload this page. The home page works without it.',
};
