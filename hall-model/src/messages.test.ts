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

  // Our own texts (the api and validation groups) are not restated here: the tests of the code
  // that shows them read them from `messages`. Only their form is checked.
  it('words every API error and validation failure as a sentence', () => {
    for (const [key, text] of Object.entries({ ...messages.api, ...messages.validation })) {
      expect(text, key).toMatch(/^[A-Z].+[.!]$/);
    }
  });

  it('names the limit in a too-long message', () => {
    expect(tooLongMessage(80)).toBe('Use at most 80 characters.');
  });
});
