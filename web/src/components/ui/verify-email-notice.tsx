import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '@hall/model';
import { verifyNoticeText } from '@hall/model/texts/verify-notice';
import { env } from '../../config/env.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { Alert } from './alert.tsx';

const verification = () => import('../../lib/auth/email-verification.ts');
const POLL_MS = 2000;
const POLL_ROUNDS = 90;

/**
 * On every form and the contact page: a signed-in account whose e-mail is not verified files
 * nothing (the API and the rules refuse it), so it says so once, offers the link again and, on
 * the local portal (no mail is sent there), shows the Auth emulator's link itself.
 */
export function VerifyEmailNotice() {
  const { status, user, isAdmin, getAuthInstance } = useAuth();
  const unverified = status === 'signed-in' && user !== null && !user.emailVerified && !isAdmin;
  const email = user?.email ?? '';
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [localLink, setLocalLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const polling = useRef<number | undefined>(undefined);

  const findLocalLink = useCallback(async () => {
    if (!env.authEmulatorUrl || email === '') return;
    try {
      const { emulatorVerificationLink } = await verification();
      setLocalLink(await emulatorVerificationLink(env.authEmulatorUrl, env.firebase.projectId, email));
    } catch (error) {
      console.warn('The local verification link could not be read:', error);
    }
  }, [email]);

  const refresh = useCallback(async () => {
    try {
      const [{ refreshVerification }, auth] = await Promise.all([verification(), getAuthInstance()]);
      return await refreshVerification(auth);
    } catch (error) {
      console.warn('Could not re-read the account:', error);
      return false;
    }
  }, [getAuthInstance]);

  useEffect(() => {
    if (!unverified) return;
    void findLocalLink();
    // Back from the mailbox (another tab or app): the account may be verified now.
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.clearInterval(polling.current);
    };
  }, [unverified, findLocalLink, refresh]);

  if (!unverified) return null;

  const resend = async () => {
    setBusy(true);
    try {
      const [{ sendVerificationEmail }, auth] = await Promise.all([verification(), getAuthInstance()]);
      await sendVerificationEmail(auth);
      setNote({ severity: 'success', text: messages.verify.sent });
      await findLocalLink();
    } catch (error) {
      console.error('The verification e-mail could not be sent:', error);
      setNote({ severity: 'error', text: messages.verify.sendFailed });
    } finally {
      setBusy(false);
    }
  };

  // The local link opens in another tab: watch for the account to turn verified meanwhile.
  const watchAfterLocalLink = () => {
    window.clearInterval(polling.current);
    let rounds = 0;
    polling.current = window.setInterval(() => {
      rounds += 1;
      void refresh().then((verified) => {
        if (verified || rounds >= POLL_ROUNDS) window.clearInterval(polling.current);
      });
    }, POLL_MS);
  };

  return (
    <Alert severity="warning" role="status">
      <div className="stack stack--tight">
        <span>{messages.verify.required}</span>
        {note ? <span>{note.text}</span> : null}
        {localLink ? (
          <span>
            {messages.verify.localLink}:{' '}
            <a href={localLink} target="_blank" rel="noopener" onClick={watchAfterLocalLink}>
              {verifyNoticeText.link(email)}
            </a>
          </span>
        ) : null}
        <button
          type="button"
          className="button button--outline button--small button--start"
          disabled={busy}
          onClick={() => void resend()}
        >
          {messages.verify.resend}
        </button>
      </div>
    </Alert>
  );
}
