// The profile's sidebar (issue 33), with the profile's layout route. My Profile's texts are
// texts/my-profile.ts and the histories' texts/history.ts: each module goes with the one chunk
// that imports it (a module two chunks import would become a chunk of its own).

export const profileText = {
  // The sidebar, in the spec's spelling.
  tokenHistory: 'Token History',
  hallFeeHistory: 'Hall Fee History',
  roomHistory: 'Room History',
  myProfileLink: 'MyProfile',
  menu: 'Profile menu',
  hallManagement: 'Hall Management',
  logOut: 'LogOut',
};
