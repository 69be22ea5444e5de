import { describe, expect, it } from 'vitest';
import { messages, tooLongMessage } from './index.ts';

// The spec's texts are compared character for character, typos included (sections 5 and 8).
describe('messages', () => {
  it('keeps the sign-up, login, logout, form, delete, notice and contact texts verbatim', () => {
    const { signUp, login, logout, forms, deleteDialog, complaintDelete, notice, contact } = messages;
    expect({ signUp, login, logout, forms, deleteDialog, complaintDelete, notice, contact }).toEqual({
      signUp: {
        passwordTooShort: 'Password should at least 6',
        passwordNeedsUppercase: 'password should have at least one uppercase',
        studentEmailRequired: 'You must use CUET student email.',
        passwordNeedsSpecial: 'password should have at least one Special Character',
        emailInUse: 'Email is already in use.',
        userCreated: 'User created successfully',
        studentAddressRequired:
          'Use your own CUET student address: u and your 7-digit student ID, as in u1904001@student.cuet.ac.bd.',
      },
      login: { failed: 'Invalid email or password. Please try again.', success: 'LogIn successfully' },
      logout: { success: 'Logout successfully' },
      forms: {
        loading: 'Loading...',
        userNotFound: 'Error: User not found.',
        tokenSubmitted: 'Token Purchase Successfully Completed',
        hallFeeSubmitted: 'Hall Fee Successfully Submitted',
        complaintSubmitted: 'Your Complains Successfully submitted',
        roomApplicationSubmitted: 'Your Application Successfully Submitted',
      },
      deleteDialog: {
        title: 'Are you sure?',
        text: "You won't be able to revert this!",
        confirm: 'Yes, delete it!',
        doneTitle: 'Deleted!',
        doneText: 'Services has been deleted.',
      },
      complaintDelete: { confirm: 'Are You sure you want to delete', done: 'deleted successful' },
      notice: {
        missingFields: 'Please fill in all fields',
        uploaded: 'PDF uploaded successfully',
        failed: 'Failed to upload PDF',
      },
      contact: { sent: 'Successfully Submitted' },
    });
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
