import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF, STUDENT } from '../../../testing/fake-auth.ts';
import { emptyKitchenCounts } from '../../../testing/fake-data.ts';
import { FAKE_AUTH_INSTANCE, renderAuthPage } from '../../../testing/render-auth-page.tsx';
import * as accounts from '../api/firebase-accounts.ts';

// Firebase Auth itself is replaced; the form and the app around it are real.
vi.mock('../api/firebase-accounts.ts', async (importOriginal) => {
  const original = await importOriginal<typeof accounts>();
  return {
    ...original,
    signInWithPassword: vi.fn(),
    sendPasswordReset: vi.fn(),
    signInWithGoogle: vi.fn(),
    refuseGoogleAccount: vi.fn(),
  };
});
const signInWithPassword = vi.mocked(accounts.signInWithPassword);
const sendPasswordReset = vi.mocked(accounts.sendPasswordReset);
const signInWithGoogle = vi.mocked(accounts.signInWithGoogle);
const refuseGoogleAccount = vi.mocked(accounts.refuseGoogleAccount);

beforeEach(() => {
  toast.remove();
  for (const mock of [signInWithPassword, sendPasswordReset, signInWithGoogle, refuseGoogleAccount]) mock.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

type User = ReturnType<typeof renderAuthPage>['user'];
const main = () => within(screen.getByRole('main'));

async function logIn(user: User, email: string, password: string) {
  // The login page is a lazy chunk: wait for it after a redirect.
  const emailInput = await main().findByLabelText('Email');
  await user.clear(emailInput);
  await user.type(emailInput, email);
  const passwordInput = main().getByLabelText('Password');
  await user.clear(passwordInput);
  await user.type(passwordInput, password);
  await user.click(main().getByRole('button', { name: 'Login' }));
}

describe('login form', () => {
  it('has email, password, Forgot password, Login and a link to /signup', async () => {
    renderAuthPage('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(main().getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(main().getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(main().getByRole('button', { name: 'Forgot password' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it("shows 'Invalid email or password. Please try again.' for any failure, without client-side checks", async () => {
    const { user, router } = renderAuthPage('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    signInWithPassword.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    await logIn(user, 'not-an-address', 'x');
    expect(await main().findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    // No client-side validation: even a malformed address went to the provider.
    expect(signInWithPassword).toHaveBeenCalledWith(FAKE_AUTH_INSTANCE, 'not-an-address', 'x');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logs one short line for a failed login, never the error and its stack trace (issue 35)', async () => {
    const warn = vi.mocked(console.warn);
    const { user } = renderAuthPage('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    signInWithPassword.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    await logIn(user, 'nobody@student.cuet.ac.bd', 'wrong');
    await main().findByRole('alert');
    expect(warn.mock.calls).toEqual([['Login failed (auth/invalid-credential).']]);
  });

  it('shows and hides the typed password with the same button as sign-up (issue 35)', async () => {
    const { user } = renderAuthPage('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    const password = main().getByLabelText('Password');
    await user.type(password, 'Student#1');
    await user.click(main().getByRole('button', { name: 'Show characters' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Student#1');
    await user.click(main().getByRole('button', { name: 'Hide characters' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("says 'Log in to continue' when a protected page sent the visitor, and not otherwise (issue 35)", async () => {
    renderAuthPage('/complain');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(main().getByRole('status')).toHaveTextContent('Log in to continue');
  });

  it("keeps 'Log in to continue' after a reload: the path is in ?next=", async () => {
    renderAuthPage('/login?next=%2Fcomplain');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(main().getByText('Log in to continue')).toBeInTheDocument();
  });

  it("shows no 'Log in to continue' on a plain /login", async () => {
    renderAuthPage('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(main().getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Log in to continue')).toBeNull();
  });

  it('replaces a failed login message with the answer to Forgot password', async () => {
    const { user } = renderAuthPage('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    signInWithPassword.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    await logIn(user, 'nobody@student.cuet.ac.bd', 'wrong');
    expect(await main().findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    sendPasswordReset.mockResolvedValueOnce(undefined);
    await user.click(main().getByRole('button', { name: 'Forgot password' }));
    expect(await main().findByRole('status')).toHaveTextContent('a password reset e-mail is on its way');
    expect(main().queryByRole('alert')).toBeNull();
  });

  it("toasts 'LogIn successfully' and returns to the page the visitor came from", async () => {
    // The hall fee page reads the student's record once shown.
    const { user, router, auth } = renderAuthPage('/hallfee', { data: { users: { me: async () => null } } });
    // As Firebase would: the session reports the new sign-in.
    signInWithPassword.mockImplementation(async () => auth.setUser(STUDENT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await logIn(user, 'u1904001@student.cuet.ac.bd', 'Student#1');
    expect(await screen.findByText('LogIn successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hallfee'));
  });

  it('goes home when there is no page to return to', async () => {
    const { user, router, auth } = renderAuthPage('/login');
    signInWithPassword.mockImplementation(async () => auth.setUser(STUDENT));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await logIn(user, 'u1904001@student.cuet.ac.bd', 'Student#1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lands dining staff on /dining when there is no page to return to (issue 30)', async () => {
    const { user, router, auth } = renderAuthPage('/login', {
      data: { dining: { role: async () => ({ staff: true }), counts: async () => emptyKitchenCounts() } },
    });
    signInWithPassword.mockImplementation(async () => auth.setUser(STAFF));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await logIn(user, STAFF.email!, 'Cook#1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dining'));
  });

  it('sends an office address the API says is not staff home', async () => {
    const { user, router, auth } = renderAuthPage('/login', {
      data: { dining: { role: async () => ({ staff: false }) } },
    });
    signInWithPassword.mockImplementation(async () => auth.setUser(STAFF));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await logIn(user, STAFF.email!, 'Cook#1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the reset e-mail to the typed address, asking for one (that looks like one) first, and does not reveal unknown accounts', async () => {
    const { user } = renderAuthPage('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.click(main().getByRole('button', { name: 'Forgot password' }));
    expect(await main().findByRole('status')).toHaveTextContent('Type your e-mail address above');
    expect(sendPasswordReset).not.toHaveBeenCalled();

    // Typed in steps: 'nobody', then 'nobody@student' (no dot), then the whole address.
    for (const more of ['nobody', '@student']) {
      await user.type(main().getByLabelText('Email'), more);
      await user.click(main().getByRole('button', { name: 'Forgot password' }));
      expect(await main().findByRole('alert')).toHaveTextContent('That does not look like an e-mail address.');
    }
    expect(sendPasswordReset).not.toHaveBeenCalled();

    sendPasswordReset.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/user-not-found' }));
    await user.type(main().getByLabelText('Email'), '.cuet.ac.bd');
    await user.click(main().getByRole('button', { name: 'Forgot password' }));
    await waitFor(() =>
      expect(main().getByRole('status')).toHaveTextContent(
        'If an account exists for nobody@student.cuet.ac.bd, a password reset e-mail is on its way.',
      ),
    );
    expect(sendPasswordReset).toHaveBeenCalledWith(FAKE_AUTH_INSTANCE, 'nobody@student.cuet.ac.bd');
  });
});

describe('Google sign-in (local back end: the Auth emulator stands in for Google)', () => {
  async function chooseGoogleAccount(user: User, email: string, name: string) {
    await user.click(await main().findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with a Google account' });
    await user.type(within(dialog).getByLabelText(/Google account e-mail/), email);
    await user.type(within(dialog).getByLabelText('Name on the account'), name);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // The page behind stays hidden from assistive technology until the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('signs a student in and creates the user record on first use (id from the address digits)', async () => {
    const create = vi.fn().mockResolvedValue({ acknowledged: true, insertedId: 'x' });
    const { user, router, auth } = renderAuthPage('/complain', { data: { users: { me: async () => null, create } } });
    const tanvir = {
      uid: 'g1',
      email: 'u2004017@student.cuet.ac.bd',
      displayName: 'Tanvir Ahmed',
      emailVerified: true,
    };
    signInWithGoogle.mockImplementation(async () => {
      auth.setUser(tanvir);
      return { ...tanvir, isNewUser: true };
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await chooseGoogleAccount(user, 'u2004017@student.cuet.ac.bd', 'Tanvir Ahmed');

    await waitFor(() => expect(router.state.location.pathname).toBe('/complain'));
    expect(signInWithGoogle).toHaveBeenCalledWith(FAKE_AUTH_INSTANCE, {
      emulated: { email: 'u2004017@student.cuet.ac.bd', name: 'Tanvir Ahmed' },
    });
    expect(create).toHaveBeenCalledWith({ name: 'Tanvir Ahmed', email: 'u2004017@student.cuet.ac.bd', id: '2004017' });
    expect(await screen.findByText('LogIn successfully')).toBeInTheDocument();
  });

  it('does not create a second record for a student who has one', async () => {
    const me = vi
      .fn()
      .mockResolvedValue({ _id: 'u1', name: 'Rahim', email: 'u1904001@student.cuet.ac.bd', id: '1904001' });
    const create = vi.fn();
    const { user, router, auth } = renderAuthPage('/login', { data: { users: { me, create } } });
    signInWithGoogle.mockImplementation(async () => {
      auth.setUser(STUDENT);
      return { uid: STUDENT.uid, email: STUDENT.email, displayName: STUDENT.displayName, isNewUser: false };
    });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await chooseGoogleAccount(user, 'u1904001@student.cuet.ac.bd', 'Rahim');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(me).toHaveBeenCalledTimes(1);
    expect(create).not.toHaveBeenCalled();
  });

  it("turns away another domain with 'You must use CUET student email.' and removes the new account", async () => {
    signInWithGoogle.mockResolvedValue({
      uid: 'g3',
      email: 'someone@gmail.com',
      displayName: 'Someone',
      isNewUser: true,
    });
    const create = vi.fn();
    const { user, router } = renderAuthPage('/login', { data: { users: { create } } });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await chooseGoogleAccount(user, 'someone@gmail.com', 'Someone');
    expect(await main().findByRole('alert')).toHaveTextContent('You must use CUET student email.');
    expect(refuseGoogleAccount).toHaveBeenCalledWith(FAKE_AUTH_INSTANCE, true);
    expect(create).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('LogIn successfully')).toBeNull();
  });
});
