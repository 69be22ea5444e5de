// The student's pages with no network (issue 33, decision 036): the last copy's line, the forms
// waiting to be sent and the meal token's QR drawn on the phone.

export const offlineText = {
  /** Above a page read from the device's last copy; `time` is the hall's HH:mm. */
  shownAsOf: (time: string) => `offline, shown as of ${time}`,
  /** The toast when a form is kept to be sent later. */
  kept: 'No network: your form is kept on this device and will be sent when you are back online.',
  /** The profile's list of forms not sent yet. */
  waitingTitle: 'Waiting to send',
  waitingSince: (when: string) => `Kept since ${when}`,
  /** A form kept longer than 20 hours is sent only when the student says so. */
  askFirst: 'Kept for more than 20 hours: send it now?',
  sendNow: 'Send now',
  discard: 'Discard',
  /** The error toast when the office's portal refuses a kept form; the form leaves the list. */
  refused: (form: string, reason: string) => `${form} was not sent: ${reason}`,
  forms: {
    tokenPurchases: 'Meal token',
    hallFees: 'Hall fee',
    roomAllotments: 'Room application',
    complaints: 'Complaint',
  },
  /** An approved token's QR, shown at the dining counter with no network. */
  showQr: 'Show QR',
  qrTitle: 'Meal token',
  qrValid: (period: string) => `Valid ${period}`,
  qrHint: 'Show this at the dining hall counter.',
  qrFailed: 'The QR code could not be drawn.',
  close: 'Close',
};
