import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, createFakeAuth, STUDENT } from '../../testing/fake-auth.ts';
import { useAuth } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';
import type { AuthSession } from './session.ts';

function Probe() {
  const { status, user, isAdmin, signOut, getIdToken, getAuthInstance } = useAuth();
  return (
    <>
      <p>{`${status} ${user?.email ?? '-'} admin=${String(isAdmin)}`}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <button type="button" onClick={() => void getIdToken().then((token) => (document.title = String(token)))}>
        Token
      </button>
      <button type="button" onClick={() => void getAuthInstance().catch(() => undefined)}>
        Sign in
      </button>
    </>
  );
}

function renderWith(loadSession: () => Promise<AuthSession>, mayHaveSession = () => true) {
  return render(
    <AuthProvider loadSession={loadSession} mayHaveSession={mayHaveSession}>
      <Probe />
    </AuthProvider>,
  );
}

describe('AuthProvider', () => {
  it('is loading until the session reports', () => {
    renderWith(createFakeAuth('loading').loadSession);
    expect(screen.getByText('loading - admin=false')).toBeInTheDocument();
  });

  it('reports a student as signed in and not admin, with their ID token', async () => {
    const user = userEvent.setup();
    renderWith(createFakeAuth(STUDENT).loadSession);
    expect(await screen.findByText('signed-in u1904001@student.cuet.ac.bd admin=false')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Token' }));
    expect(document.title).toBe('token-of-student-1');
  });

  it('reports the verified administrator as admin, and an unverified one as not', async () => {
    const first = renderWith(createFakeAuth(ADMIN).loadSession);
    expect(await screen.findByText(`signed-in ${ADMIN.email} admin=true`)).toBeInTheDocument();
    first.unmount();
    renderWith(createFakeAuth({ ...ADMIN, emailVerified: false }).loadSession);
    expect(await screen.findByText(`signed-in ${ADMIN.email} admin=false`)).toBeInTheDocument();
  });

  it('signs out through the session', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(STUDENT);
    renderWith(auth.loadSession);
    await screen.findByText(/^signed-in/);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed-out - admin=false')).toBeInTheDocument();
    expect(auth.signOutCalls).toBe(1);
  });

  it("forgets the account's last copies on the device at sign-out, and no other account's", async () => {
    localStorage.setItem(`hall.copies.${STUDENT.uid}`, '{"users.me:[]":{"at":1,"value":null}}');
    localStorage.setItem('hall.copies.someone-else', '{}');
    const user = userEvent.setup();
    renderWith(createFakeAuth(STUDENT).loadSession);
    await screen.findByText(/^signed-in/);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem(`hall.copies.${STUDENT.uid}`)).toBeNull());
    expect(localStorage.getItem('hall.copies.someone-else')).toBe('{}');
    localStorage.clear();
  });

  it('falls back to signed-out, and says why, when the sign-in code cannot load', async () => {
    const failure = new Error('chunk failed');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      renderWith(() => Promise.reject(failure));
      expect(await screen.findByText('signed-out - admin=false')).toBeInTheDocument();
      expect(errors).toEqual([['Sign-in could not start:', failure]]);
    } finally {
      console.error = original;
    }
  });

  it('knows a first-time visitor without loading the sign-in code, and loads it when they start to sign in', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(null);
    renderWith(auth.loadSession, auth.mayHaveSession);
    expect(screen.getByText('signed-out - admin=false')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Token' }));
    expect(document.title).toBe('null');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.loads).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.loads).toBe(1);
    auth.setUser(STUDENT);
    expect(await screen.findByText('signed-in u1904001@student.cuet.ac.bd admin=false')).toBeInTheDocument();
    expect(auth.loads).toBe(1);
  });

  it('loads the sign-in code at once when a sign-in may be persisted', async () => {
    const auth = createFakeAuth(STUDENT);
    renderWith(auth.loadSession, auth.mayHaveSession);
    expect(await screen.findByText('signed-in u1904001@student.cuet.ac.bd admin=false')).toBeInTheDocument();
    expect(auth.loads).toBe(1);
  });
});
