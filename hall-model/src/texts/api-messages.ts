import { NOTICE_MAX_BYTES } from '../constants.ts';

// The API's error texts (messages.api). A module of their own: the SPA's first-load chunk (the HTTP
// adapter) carries these and not every form's texts, since bundlers split by module.
export const apiMessages = {
  unauthenticated: 'Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'We could not find that.',
  transactionIdUsed: 'This bKash transaction id has already been used.',
  userExists: 'You already have a profile.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidBody: 'Some fields are not valid.',
  notPdf: 'Only PDF files can be uploaded.',
  fileTooLarge: `The file is too large. The limit is ${NOTICE_MAX_BYTES / (1024 * 1024)} MB.`,
  internal: 'Something went wrong. Please try again.',
  invalidJson: 'The request could not be read.',
  payloadTooLarge: 'The request is too large.',
  unavailable: 'The portal is restarting. Please try again in a moment.',
  /** A Firestore transaction that lost to others' changes on every retry (ABORTED): nothing was kept. */
  oneFileOnly: 'Upload one PDF file at a time.',
  noProfile: 'Your student record was not found. Sign up again or contact the hall office.',
  emailUnverified: 'Verify your e-mail address first: open the link we sent to it, then try again.',
  studentIdMismatch: 'Your student ID must be the number in your CUET e-mail address (u1904001@… is 1904001).',
  tokenNotApproved: 'Approve the token request before attaching its PDF.',
  alreadyDecided: 'This request has already been approved or rejected.',
  unreadableUpload: 'The upload did not arrive whole. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  badPath: 'That address is not valid.',
  unsupportedEncoding: 'The request is compressed in a way the portal does not read.',
  badRequest: 'The request could not be read.',
  /** The SPA's own, when the back end cannot be reached (code `network_error`). */
  unreachable: 'Could not reach the portal. Check your connection and try again.',
};
