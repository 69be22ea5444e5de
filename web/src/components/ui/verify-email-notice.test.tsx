import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@hall/model';
import { STUDENT } from '../../testing/fake-auth.ts';
import { renderApp } from '../../testing/test-utils.tsx';

// The Auth emulator's link list is replaced; the notice, the forms and the auth provider are real.
vi.mock('../../lib/auth/email-verification.ts', () => ({
  emulatorVerificationLink: vi.fn(async () => 'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=abc'),
  refreshVerification: vi.fn(async () => false),
  sendVerificationEmail: vi.fn(async () => {}),
}));

const UNVERIFIED = { ...STUDENT, emailVerified: false };

describe('the verify notice', () => {
  it('tells an unverified student on a form, offers the link again and, locally, the emulator link', async () => {
    renderApp({ user: UNVERIFIED, url: '/contact', data: { users: { me: async () => null } } });
    expect(await screen.findByText(messages.verify.required)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.verify.resend })).toBeEnabled();
    const link = await screen.findByRole('link', { name: `verify ${STUDENT.email}` });
    expect(link).toHaveAttribute('href', expect.stringContaining('mode=verifyEmail'));
  });

  it('is not shown to a verified student', async () => {
    renderApp({ user: STUDENT, url: '/contact', data: { users: { me: async () => null } } });
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await waitFor(() => expect(screen.queryByText(messages.verify.required)).not.toBeInTheDocument());
  });
});
