// My Profile and the cards on it (issue 33): the room card and the tokens' meal calendars.

export const myProfileText = {
  title: 'My Profile',
  updated: 'Profile updated',
  updateForm: 'Update profile',
  updateTitle: 'Update your details',
  name: 'Name',
  phone: 'Phone',
  phoneHelp: 'Optional: 11 digits, starting with 01.',
  update: 'Update',
  email: 'Email',
  role: 'Role',
  office: 'Hall office (administrator)',
  officeNote: 'The office account has no student record: requests and history belong to students.',
  studentId: 'Student ID',
  // The room card.
  room: 'Room',
  noRoom: 'No room yet, and no room application waiting.',
  yourApplication: (appliedOn: string) => `Your application, applied ${appliedOn}`,
  namedYou: (applicantId: string) => `${applicantId} named you in a room application`,
  roomsChosen: (rooms: string) => `Rooms chosen: ${rooms}`,
  applied: 'applied',
  /** A roommate's answer as the card shows it (the stored value's own word). */
  answers: { invited: 'invited', accepted: 'accepted', declined: 'declined' },
  accept: 'Accept',
  decline: 'Decline',
  yourRoom: (room: string, floor: string) => `Your room: ${room}, ${floor}`,
  roommates: 'Roommates',
  // A token's meal calendar.
  meals: 'Meals',
  mealsOfToken: (period: string) => `Meals, token ${period}`,
  mealsOn: (day: string) => `Meals on ${day}`,
  pastCutoff: 'Past the cutoff',
  howTo: (period: string, cutoff: string) =>
    `Token ${period}. Press a day to switch its meals off or back on, until ${cutoff}.`,
  /** "22:00 the day before": the cutoff the API switches by. */
  cutoff: (time: string, daysBefore: number) =>
    `${time} ${daysBefore === 1 ? 'the day before' : `${daysBefore} days before`}`,
  loading: 'Loading…',
  switches: 'Switches',
  noSwitches: 'No switches yet: meals are on for every day.',
  /** "Switched off 27 November at 14:02, 26 November": the day, then when (hall time). */
  switched: (off: boolean, day: string, time: string, on: string) =>
    `Switched ${off ? 'off' : 'on'} ${day} at ${time}, ${on}`,
};
