import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { loginInput, messages } from '@hall/model';
import { authText } from '@hall/model/texts/auth';
import { paths } from '../../../config/paths.ts';
import { FormFailure, useForm } from '../../../hooks/use-form.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { cameFromProtectedPage } from '../../../lib/auth/came-from.ts';
import { isDiningStaff } from '../../../lib/auth/dining-role.ts';
import { useData } from '../../../lib/data/context.ts';
import { returnPath } from '../../../lib/auth/login-redirect.ts';
import { AuthCard } from './auth-card.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { ShowPasswordButton } from './password-help.tsx';
import { Button } from '../../../components/ui/button.tsx';

type Notice = { severity: 'error' | 'info' | 'success'; text: string } | null;

// One @, something before it, a dot in the domain, no spaces. (The model's zod schema would pull
// zod into the login page, which a visitor loads first.)
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The provider's error code ('auth/invalid-credential' ...), or what kind of failure it was. */
function errorCode(caught: unknown): string {
  const code = (caught as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return caught instanceof Error ? caught.name : typeof caught;
}

/**
 * Login (spec sections 2, 4, 8): any failure reads 'Invalid email or password. Please try again.';
 * success toasts 'LogIn successfully' and returns to the page the visitor came from, else home.
 */
export function LoginForm() {
  const { status, user, isAdmin, getAuthInstance } = useAuth();
  const data = useData();
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [shown, setShown] = useState(false);
  const welcomed = useRef(false);
  const form = useForm({
    initial: { email: '', password: '' },
    schema: loginInput,
    resetAfterSend: false,
    send: async ({ email, password }) => {
      setNotice(null);
      try {
        const [accounts, auth] = await Promise.all([import('../api/firebase-accounts.ts'), getAuthInstance()]);
        await accounts.signInWithPassword(auth, email, password);
      } catch (caught) {
        // Wrong password, unknown e-mail, disabled account, offline: one message, as the spec says,
        // and one short line for whoever reads the console (no stack trace; issue 35).
        console.warn(`Login failed (${errorCode(caught)}).`);
        throw new FormFailure(messages.login.failed);
      }
      setSignedIn(true);
    },
  });

  // Leave only once the app knows who is signed in: the protected page would otherwise still see
  // a visitor (the session reports a new sign-in a moment after Firebase resolves it) and bounce back here.
  useEffect(() => {
    if (!signedIn || status !== 'signed-in' || welcomed.current) return;
    welcomed.current = true;
    toast.success(messages.login.success);
    const back = returnPath(location);
    // Dining staff with no page to return to land on their own (issue 30).
    if (back !== paths.home || !user || isAdmin) navigate(back, { replace: true });
    else void isDiningStaff(data, user.uid).then((staff) => navigate(staff ? paths.dining : back, { replace: true }));
  }, [signedIn, status, user, isAdmin, data, location, navigate]);

  const onForgotPassword = async () => {
    form.clearProblems();
    const address = form.values.email.trim();
    if (address === '') {
      setNotice({ severity: 'info', text: authText.resetAskEmail });
      return;
    }
    // Checked here, before any promise of an e-mail: a typo would otherwise read as "on its way".
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setNotice({ severity: 'error', text: authText.resetBadEmail });
      return;
    }
    setBusy(true);
    try {
      const [accounts, auth] = await Promise.all([import('../api/firebase-accounts.ts'), getAuthInstance()]);
      try {
        await accounts.sendPasswordReset(auth, address);
      } catch (caught) {
        // Saying "no such account" would tell strangers who has one.
        if (accounts.authErrorCode(caught) !== 'auth/user-not-found') throw caught;
      }
      setNotice({ severity: 'success', text: authText.resetSent(address) });
    } catch (caught) {
      console.error('The password reset e-mail could not be sent:', caught);
      setNotice({ severity: 'error', text: authText.resetFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={authText.login}>
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} aria-label={authText.login} noValidate>
        {cameFromProtectedPage(location) ? (
          <Alert severity="info" role="status">
            {authText.loginToContinue}
          </Alert>
        ) : null}
        <TextField label={authText.email} type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label={authText.password}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          {...form.field('password')}
          end={<ShowPasswordButton shown={shown} onToggle={() => setShown(!shown)} />}
        />
        <button type="button" className="link-button" onClick={() => void onForgotPassword()}>
          {authText.forgotPassword}
        </button>
        {form.formError ? (
          <Alert severity="error">{form.formError}</Alert>
        ) : notice ? (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        ) : null}
        <Button type="submit" block disabled={busy || form.submitting}>
          {authText.login}
        </Button>
      </form>
      <div className="divider" role="separator">
        {authText.or}
      </div>
      <GoogleSignInButton
        disabled={busy || form.submitting}
        onSignedIn={() => setSignedIn(true)}
        onRefused={(text) => {
          form.clearProblems();
          setNotice({ severity: 'error', text });
        }}
      />
      <p className="centered">
        {authText.newHere} <Link to={paths.signup}>{authText.signUp}</Link>
      </p>
    </AuthCard>
  );
}
