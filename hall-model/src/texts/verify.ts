// The meal token check's texts (issues 30, 33): a visitor's answer after scanning a token's QR
// code, and the dining counter's check with its Serve button.

export const verifyText = {
  title: 'Verify meal token',
  heading: 'Meal token check',
  checking: 'Checking the token…',
  rejected: 'Rejected by the office.',
  notApproved: 'Not approved by the office yet.',
  notStarted: 'The period has not started yet.',
  over: 'The period is over.',
  package: 'Package',
  /** The API's package as it sends it ('30 days'), in the page's language. */
  packageOf: (apiPackage: string) => apiPackage,
  from: 'From',
  to: 'To',
  approved: 'Approved',
  todayInPeriod: (today: string) => `Today (${today}) inside the period`,
  yes: 'Yes',
  no: 'No',
  valid: 'Valid',
  notValid: 'Not valid',
  unknown: 'No meal token has this number.',
  failed: (problem: string) => `The token could not be checked: ${problem}`,
  retry: 'Try again',
  // The counter's check.
  servedAt: (served: string, time: string) => `${served} at ${time}`,
  staffServe: 'Dining staff serve meals from this page.',
  serve: 'Serve',
  studentId: 'Student ID',
  name: 'Name',
  days: 'Days',
  mealsToday: (today: string) => `Meals today (${today})`,
  switchedOff: 'Switched off',
  on: 'On',
};
