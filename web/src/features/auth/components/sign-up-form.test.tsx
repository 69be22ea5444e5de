import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@hall/model';
import { FAKE_AUTH_INSTANCE, renderAuthPage } from '../../../testing/render-auth-page.tsx';
import * as accounts from '../api/firebase-accounts.ts';

// Firebase Auth itself is replaced; the form, the model's checks and the app around them are real.
vi.mock('../api/firebase-accounts.ts', async (importOriginal) => {
  const original = await importOriginal<typeof accounts>();
  return { ...original, createAccount: vi.fn(), signOutAccount: vi.fn() };
});
const createAccount = vi.mocked(accounts.createAccount);
const signOutAccount = vi.mocked(accounts.signOutAccount);

beforeEach(() => {
  toast.remove(); // toasts live in module state: none left over from the test before
  createAccount.mockReset();
  signOutAccount.mockReset().mockResolvedValue(undefined);
});

interface Fields {
  name: string;
  email: string;
  id: string;
  password: string;
}
const VALID: Fields = {
  name: 'Nusrat Jahan',
  email: 'u1904123@student.cuet.ac.bd',
  id: '1904123',
  password: 'Hall#2024',
};

async function submit(user: ReturnType<typeof renderAuthPage>['user'], fields: Partial<Fields>) {
  const all = { ...VALID, ...fields };
  for (const [label, value] of [
    ['Name', all.name],
    ['Email', all.email],
    ['Student ID', all.id],
    ['Password', all.password],
  ] as const) {
    const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value); // paste, not type: '{' and '[' are key names to user.type
    }
  }
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('sign-up form', () => {
  it('asks for name, email, student_id and password, all required, and links to /login', async () => {
    renderAuthPage('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    for (const [label, name] of [
      ['Name', 'name'],
      ['Email', 'email'],
      ['Student ID', 'student_id'],
      ['Password', 'password'],
    ] as const) {
      const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('name', name);
    }
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the spec's first failing check above the form, in the spec's order, and never creates an account", async () => {
    const { user } = renderAuthPage('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    const steps: Array<[Partial<Fields>, string]> = [
      [{ email: 'someone@gmail.com', password: 'ab#' }, 'Password should at least 6'],
      [{ email: 'someone@gmail.com', password: 'abcdef#' }, 'password should have at least one uppercase'],
      [{ email: 'someone@gmail.com', password: 'Abcdef' }, 'You must use CUET student email.'],
      [{ password: 'Abcdef' }, 'password should have at least one Special Character'],
    ];
    for (const [fields, message] of steps) {
      await submit(user, fields);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('shows every field its own message at once, beside the field', async () => {
    const { user } = renderAuthPage('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await submit(user, { email: 'someone@gmail.com', id: '1904 123', password: 'abcdef#' });
    expect(await screen.findByRole('alert')).toHaveTextContent('password should have at least one uppercase');
    const described = (label: string) =>
      screen.getByLabelText(label, { exact: false, selector: 'input' }).getAttribute('aria-describedby') ?? '';
    const besideOf = (label: string) =>
      described(label)
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(besideOf('Email')).toContain('You must use CUET student email.');
    expect(besideOf('Student ID')).toContain('Use letters, digits and hyphens only.');
    expect(besideOf('Password')).toContain('password should have at least one uppercase');
    expect(createAccount).not.toHaveBeenCalled();
    // Typing in a field clears its message.
    await user.type(screen.getByLabelText('Student ID', { exact: false, selector: 'input' }), '4');
    expect(besideOf('Student ID')).not.toContain('Use letters, digits and hyphens only.');
  });

  it("refuses a student id that is not the address's digits, beside the id, after the spec's four checks", async () => {
    const { user } = renderAuthPage('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await submit(user, { email: 'u1904001@student.cuet.ac.bd', id: '1904002' });
    expect(await screen.findByText(messages.api.studentIdMismatch)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('accepts every special character of the spec', async () => {
    const { user } = renderAuthPage('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    createAccount.mockRejectedValue(Object.assign(new Error('stop here'), { code: 'auth/internal-error' }));
    await submit(user, { password: 'Abcdef!' });
    const password = screen.getByLabelText('Password', { exact: false, selector: 'input' });
    for (const special of '@#$%^&*(),.?":{}|<>') {
      await user.clear(password);
      await user.click(password);
      await user.paste(`Abcdef${special}`);
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    }
    await waitFor(() => expect(createAccount).toHaveBeenCalledTimes(20));
    expect(createAccount.mock.calls.map(([, fields]) => fields.password.slice(-1)).join('')).toBe(
      '!@#$%^&*(),.?":{}|<>',
    );
  });

  it('creates the account, posts the user record, toasts, signs out and goes to /login', async () => {
    createAccount.mockResolvedValue({ uid: 'new-1', email: VALID.email });
    const create = vi.fn().mockResolvedValue({ acknowledged: true, insertedId: 'u-1' });
    const { user, router } = renderAuthPage('/signup', { data: { users: { create } } });
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await submit(user, {});

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(createAccount).toHaveBeenCalledWith(FAKE_AUTH_INSTANCE, {
      name: VALID.name,
      email: VALID.email,
      password: VALID.password,
    });
    expect(create).toHaveBeenCalledWith({ name: VALID.name, email: VALID.email, id: VALID.id });
    expect(signOutAccount).toHaveBeenCalledTimes(1);
    // The sign-out comes after the record is posted (the API needs the new account's token).
    expect(create.mock.invocationCallOrder[0]).toBeLessThan(signOutAccount.mock.invocationCallOrder[0]!);
  });

  it('still lands on the login form when the session reports the new account signed in, then out (issue 35)', async () => {
    // The user record is saved while the new account is signed in: held until the test lets it go.
    let saveRecord = () => {};
    const saved = new Promise<void>((resolve) => (saveRecord = resolve));
    const create = vi.fn(async () => {
      await saved;
      return { acknowledged: true as const, insertedId: 'u-1' };
    });
    const { user, router, auth } = renderAuthPage('/signup', { data: { users: { create } } });
    // As Firebase does: creating the account signs it in; the flow then signs it out.
    createAccount.mockImplementation(async () => {
      auth.setUser({ uid: 'new-3', email: VALID.email, displayName: VALID.name, emailVerified: false });
      return { uid: 'new-3', email: VALID.email };
    });
    signOutAccount.mockImplementation(async () => auth.setUser(null));
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await submit(user, {});
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    // Signed in mid-flow, the page stays: the guard decided when the visitor arrived.
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.navigation.state).toBe('idle');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    saveRecord();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    // Not the signed-in redirect to /profile, and no "Log in to continue": nobody was turned away.
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Log in to continue')).toBeNull();
  });

  it('only logs a failed user record: no toast, still signed out and sent to /login', async () => {
    createAccount.mockResolvedValue({ uid: 'new-2', email: VALID.email });
    const failure = new Error('API down');
    // Logged on purpose (the spec's "logged only"): caught here instead of failing the test.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const create = vi.fn().mockRejectedValue(failure);
    const { user, router } = renderAuthPage('/signup', { data: { users: { create } } });
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await submit(user, {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOutAccount).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('User created successfully')).toBeNull();
    expect(logged).toHaveBeenCalledWith('The user record could not be saved:', failure);
  });

  it("says 'Email is already in use.', or the provider's own text for other errors, and stays", async () => {
    const { user, router } = renderAuthPage('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    createAccount.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), { code: 'auth/email-already-in-use' }),
    );
    await submit(user, {});
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already in use.');

    createAccount.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
        code: 'auth/network-request-failed',
      }),
    );
    await submit(user, {});
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Firebase: Error (auth/network-request-failed).'),
    );
    expect(router.state.location.pathname).toBe('/signup');
    expect(signOutAccount).not.toHaveBeenCalled();
  });

  it('lists the password rules under the field before any try, ticking each as it is met, with a show-password toggle', async () => {
    const { user } = renderAuthPage('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    const password = screen.getByLabelText('Password', { exact: false, selector: 'input' });
    const rules = document.getElementById('password-rules')!;
    expect(password).toHaveAttribute('aria-describedby', 'password-rules');
    // The field is the only thing labelled Password (the journeys find it by that label).
    expect(screen.getAllByLabelText('Password', { exact: false })).toEqual([password]);
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '• At least 6 characters',
      '• At least one uppercase letter (A to Z)',
      '• At least one special character: ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(password, 'Abcdef');
    expect(within(rules).getAllByText(/\(met\)/)).toHaveLength(2);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide characters' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
