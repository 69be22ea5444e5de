// The dining pages' texts (issue 30, 33): the kitchen's count and the staff's /dining page with
// its day's list (a CSV: its headers are read by people too).

export const diningPageText = {
  title: 'Dining',
  notAllowed: 'This page is for the hall’s dining staff and office.',
  dayList: 'A day’s list',
  sitting: 'Sitting',
  /** The sittings by key (dining.ts SITTINGS), as the count and the list name them. */
  sittings: { lunch: 'Lunch', dinner: 'Dinner' },
  expected: 'Expected',
  served: 'Served',
  today: 'Today',
  tomorrow: 'Tomorrow',
  loading: 'Loading the count…',
  countFailed: (problem: string) => `The count could not be loaded: ${problem}`,
  day: 'Day',
  download: 'Download CSV',
  listFailed: (problem: string) => `The list could not be downloaded: ${problem}`,
  // The day's list's columns and values.
  studentId: 'Student ID',
  name: 'Name',
  meals: 'Meals',
  off: 'off',
  on: 'on',
  servedAt: (sitting: string) => `${sitting} served`,
};
