import { Alert } from '../../components/ui/alert.tsx';
import type { FormEvent, ReactNode } from 'react';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { MyUserState } from '../../hooks/use-my-user.ts';
import { VerifyEmailNotice } from '../../components/ui/verify-email-notice.tsx';
import { IdentityBlock } from './identity-block.tsx';
import { requestsText } from '@hall/model/texts/requests';
import { Button } from '../../components/ui/button.tsx';

export interface RequestFormShellProps {
  title: string;
  identity: MyUserState;
  formError: string | null;
  submitting: boolean;
  submitLabel?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown between the title and the identity (the room allotment marquee). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame every student form shares: heading, the student's identity, the fields, the submit button. */
export function RequestFormShell(props: RequestFormShellProps) {
  const {
    title,
    identity,
    formError,
    submitting,
    submitLabel = requestsText.submit,
    onSubmit,
    notice,
    children,
  } = props;
  usePageTitle(title);
  // Without a user record the API would refuse the request (404), so the form waits for one.
  const canSubmit = identity.status === 'found' && !submitting;
  return (
    <section className="card stack">
      <h1 className="card__title">{title}</h1>
      <VerifyEmailNotice />
      {notice}
      <IdentityBlock state={identity} />
      {/* noValidate: the page names every missing or wrong field at once (the browser stops at the first). */}
      <form className="stack" onSubmit={onSubmit} aria-label={title} noValidate>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        {children}
        <Button type="submit" align="start" disabled={!canSubmit}>
          {submitting ? requestsText.submitting : submitLabel}
        </Button>
      </form>
    </section>
  );
}
