import { describe, expect, it } from 'vitest';
import { messages, tooLongMessage } from './index.ts';

// The spec's texts are compared character for character, typos included (sections 5 and 8).
describe('messages', () => {
  it('keeps the sign-up, login and logout texts verbatim', () => {
    expect(messages.signUp).toEqual({
      passwordTooShort: 'Password should at least 6',
      passwordNeedsUppercase: 'password should have at least one uppercase',
      studentEmailRequired: 'You must use CUET student email.',
      passwordNeedsSpecial: 'password should have at least one Special Character',
      emailInUse: 'Email is already in use.',
      userCreated: 'User created successfully',
    });
    expect(messages.login).toEqual({
      failed: 'Invalid email or password. Please try again.',
      success: 'LogIn successfully',
    });
    expect(messages.logout).toEqual({ success: 'Logout successfully' });
  });

  it('keeps the form texts verbatim', () => {
    expect(messages.forms).toEqual({
      loading: 'Loading...',
      userNotFound: 'Error: User not found.',
      tokenSubmitted: 'Token Purchase Successfully Completed',
      hallFeeSubmitted: 'Hall Fee Successfully Submitted',
      complaintSubmitted: 'Your Complains Successfully submitted',
      roomApplicationSubmitted: 'Your Application Successfully Submitted',
    });
  });

  it('keeps the delete, notice and contact texts verbatim', () => {
    expect(messages.deleteDialog).toEqual({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirm: 'Yes, delete it!',
      doneTitle: 'Deleted!',
      doneText: 'Services has been deleted.',
    });
    expect(messages.complaintDelete).toEqual({
      confirm: 'Are You sure you want to delete',
      done: 'deleted successful',
    });
    expect(messages.notice).toEqual({
      missingFields: 'Please fill in all fields',
      uploaded: 'PDF uploaded successfully',
      failed: 'Failed to upload PDF',
    });
    expect(messages.contact).toEqual({ sent: 'Successfully Submitted' });
  });

  it('has the API error texts', () => {
    expect(messages.api).toEqual({
      unauthenticated: 'Please sign in again.',
      forbidden: 'You are not allowed to do this.',
      notFound: 'We could not find that.',
      transactionIdUsed: 'This bKash transaction id has already been used.',
      userExists: 'You already have a profile.',
      tooManyRequests: 'Too many requests. Please wait a moment and try again.',
      invalidBody: 'Some fields are not valid.',
      notPdf: 'Only PDF files can be uploaded.',
      fileTooLarge: 'The file is too large. The limit is 10 MB.',
      internal: 'Something went wrong. Please try again.',
      invalidJson: 'The request could not be read.',
      payloadTooLarge: 'The request is too large.',
      unavailable: 'The portal is restarting. Please try again in a moment.',
      oneFileOnly: 'Upload one PDF file at a time.',
      noProfile: 'Your student record was not found. Sign up again or contact the hall office.',
      tokenNotApproved: 'Approve the token request before attaching its PDF.',
      alreadyDecided: 'This request has already been approved or rejected.',
      emailUnverified: 'Verify your e-mail address first: open the link we sent to it, then try again.',
      studentIdMismatch: 'Your student ID must be the number in your CUET e-mail address (u1904001@… is 1904001).',
      unreadableUpload: 'The upload did not arrive whole. Please try again.',
      headersTooLarge: 'The request headers are too large.',
      badPath: 'That address is not valid.',
      unsupportedEncoding: 'The request is compressed in a way the portal does not read.',
      badRequest: 'The request could not be read.',
      invalidIdempotencyKey: 'The Idempotency-Key header must be 1 to 128 letters, digits, dots, colons, dashes or underscores.',
      idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
    });
  });

  it('has a sentence for every validation failure', () => {
    for (const [key, text] of Object.entries(messages.validation)) {
      expect(text, key).toMatch(/^[A-Z].+\.$/);
    }
    expect(messages.validation.bkashNumber).toBe(
      'Enter the 11-digit bKash number starting with 01, e.g. 01712345678 (+880, spaces and dashes are fine).',
    );
    expect(messages.validation.endDateBeforeStart).toBe('The end date cannot be before the start date.');
    expect(messages.validation.transactionIdCharacters).toBe('Use letters and digits only (spaces are ignored).');
    expect(messages.validation.required).toBe('This field is required.');
    expect(messages.validation.chooseOption).toBe('Choose one of the options.');
    expect(messages.validation.unknownField).toBe('Unknown field.');
  });

  it('names the limit in a too-long message', () => {
    expect(tooLongMessage(80)).toBe('Use at most 80 characters.');
  });
});
