import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { isStudentEmail, messages } from '@hall/model';
import { authText } from '@hall/model/texts/auth';
import { env } from '../../../config/env.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useMutate } from '../../../lib/data/query.ts';
import type { GoogleIdentity } from '../api/firebase-accounts.ts';
import { GoogleTokenError, loadGoogleIdentity, requestGoogleAccessToken } from '../api/google-identity.ts';
import { nameFromGoogle, studentIdFromEmail } from '../api/google-profile.ts';
import { Button } from '../../../components/ui/button.tsx';

// With the Auth emulator (the local back end), Google's window cannot open offline: a small
// dialog asks for the Google account instead, as the emulator's own account picker would.
// In production Google's own popup (google-identity.ts) needs the project's OAuth client id.
const EMULATED = env.authEmulatorUrl !== null;
const CLIENT_ID = EMULATED ? null : env.googleClientId;

// The account dialog loads on the first click, not with the login page.
const GoogleAccountDialog = lazy(() =>
  import('./google-account-dialog.tsx').then((module) => ({ default: module.GoogleAccountDialog })),
);

export interface GoogleSignInButtonProps {
  disabled?: boolean;
  onSignedIn: () => void;
  onRefused: (message: string) => void;
}

function GoogleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.8 6.1C12.3 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.4 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.9-4.7l-7.8-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.7-4.1-13.6-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * Sign-in with Google. A CUET student account signs in and, on first use, gets its user record
 * (name from Google, student id from the address); any other account is turned away with
 * 'You must use CUET student email.'
 */
export function GoogleSignInButton({ disabled = false, onSignedIn, onRefused }: GoogleSignInButtonProps) {
  const { getAuthInstance } = useAuth();
  const mutate = useMutate();
  const [busy, setBusy] = useState(false);
  const [askAccount, setAskAccount] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);

  // Google's script is fetched on arrival at the login page, so the click can open its popup at once.
  useEffect(() => {
    if (CLIENT_ID) loadGoogleIdentity().catch((error: unknown) => console.error(error));
  }, []);

  const signIn = async (identity: Promise<GoogleIdentity>) => {
    setBusy(true);
    try {
      const chosen = await identity;
      const [accounts, auth] = await Promise.all([import('../api/firebase-accounts.ts'), getAuthInstance()]);
      const result = await accounts.signInWithGoogle(auth, chosen);
      if (!result.email || !isStudentEmail(result.email)) {
        await accounts.refuseGoogleAccount(auth, result.isNewUser);
        onRefused(messages.signUp.studentEmailRequired);
        return;
      }
      await ensureUserRecord(result.email, result.displayName);
      onSignedIn();
    } catch (caught) {
      if (caught instanceof GoogleTokenError && caught.cancelled) return;
      console.error('Google sign-in failed:', caught);
      onRefused(authText.googleFailed);
    } finally {
      setBusy(false);
    }
  };

  // A failure here is only logged, like the sign-up's: the student is signed in either way.
  const ensureUserRecord = async (email: string, displayName: string | null) => {
    try {
      const record = { name: nameFromGoogle(displayName, email), email, id: studentIdFromEmail(email) };
      await mutate(async (data) => (await data.users.me()) ?? data.users.create(record), [['users']]);
    } catch (caught) {
      console.error('The user record for the Google account could not be saved:', caught);
    }
  };

  const onDialogSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setAskAccount(false);
    void signIn(
      Promise.resolve({
        emulated: { email: String(form.get('google_email') ?? ''), name: String(form.get('google_name') ?? '') },
      }),
    );
  };

  // Google's popup must open inside the click itself; the token request starts here, synchronously.
  const onClick = () => {
    if (EMULATED) {
      setDialogUsed(true);
      setAskAccount(true);
    } else if (CLIENT_ID) void signIn(requestGoogleAccessToken(CLIENT_ID).then((accessToken) => ({ accessToken })));
  };

  // Production without a configured client id: no Google sign-in to offer.
  if (!EMULATED && !CLIENT_ID) return null;

  return (
    <>
      <Button variant="secondary" block disabled={disabled || busy} onClick={onClick}>
        <GoogleIcon />
        {authText.continueWithGoogle}
      </Button>
      {EMULATED && dialogUsed ? (
        <Suspense fallback={null}>
          <GoogleAccountDialog open={askAccount} onClose={() => setAskAccount(false)} onSubmit={onDialogSubmit} />
        </Suspense>
      ) : null}
    </>
  );
}
