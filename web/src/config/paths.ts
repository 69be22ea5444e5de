// Every route of the portal (spec section 2, route table), in one place: no component builds a
// URL by hand. The spec's own spellings ('token_purches', 'roomallotement') are the real URLs.
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  contact: '/contact',
  token: '/token_purches',
  hallFee: '/hallfee',
  complain: '/complain',
  roomAllotment: '/roomallotement',
  /** A meal token's public check (its QR code's link): /verify/{request id}. */
  verify: '/verify/:id',
  /** The dining staff's page: the kitchen's count and a day's list (issue 30). */
  dining: '/dining',
  profile: {
    root: '/profile',
    myProfile: '/profile/myprofile',
    tokenHistory: '/profile/tokenprofile',
    hallFeeHistory: '/profile/hallfeeprofile',
    roomHistory: '/profile/allotmentprofile',
  },
  dashboard: {
    root: '/dashboard',
    students: '/dashboard/students',
    tokenRequests: '/dashboard/tokenreq',
    tokenDetails: '/dashboard/tokendetails',
    hallFeeRequests: '/dashboard/hallfeereq',
    hallFeeDetails: '/dashboard/hallfeedetails',
    allotmentRequests: '/dashboard/allotementreq',
    allotmentDetails: '/dashboard/allotementdetails',
    complaints: '/dashboard/complains',
    notice: '/dashboard/notice',
    messages: '/dashboard/messages',
    activity: '/dashboard/activity',
    diningStaff: '/dashboard/dining-staff',
    /** The hall's rooms: who lives where, the inventory (issue 31). */
    rooms: '/dashboard/rooms',
    /** The office's reports: dues, collections, the queue (issue 32). */
    reports: '/dashboard/reports',
  },
} as const;
