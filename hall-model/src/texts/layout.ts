// The shared layout's texts (issue 33): the hall's name, the top bar, the menus, the footer, the
// no-script page and the pages' titles. On every page's first load: short keys, short texts.

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
  dashboard: 'Dashboard',
  dining: 'Dining',
  login: 'Login',
  signUp: 'Sign Up',
  profile: 'Profile',
  logOut: 'LogOut',
  openMenu: 'Open menu',
  mainNav: 'Main',
  skip: 'Skip to content',
  checking: 'Checking sign-in…',
  // The footer.
  footerNav: 'Footer',
  aboutUs: 'About us',
  complain: 'Complain',
  photo: 'Photo',
  social: 'Social media',
  rights: (year: number) => `© ${year} ${hall}, CUET. All rights reserved.`,
  // What a browser without JavaScript shows on every page but home.
  noScriptTitle: 'This page needs JavaScript',
  noScript:
    'Turn on JavaScript in your browser to use the hall portal, then reload this page. The home page works without it.',
};
