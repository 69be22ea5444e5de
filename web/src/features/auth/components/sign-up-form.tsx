import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { checkSignUp, messages, signUpInput } from '@hall/model';
import { authText } from '@hall/model/texts/auth';
import { paths } from '../../../config/paths.ts';
import { FormFailure, useForm } from '../../../hooks/use-form.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useMutate } from '../../../lib/data/query.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordRules, ShowPasswordButton } from './password-help.tsx';
import { Button } from '../../../components/ui/button.tsx';

const EMPTY = { name: '', email: '', student_id: '', password: '' };

const messageOf = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught));

/**
 * Sign-up (spec sections 4 and 5): check, create the account, set its display name, post the
 * user record, sign out, and go to /login to sign in. Every field shows its own message; above
 * the form, the spec's first failing check.
 */
export function SignUpForm() {
  const { getAuthInstance } = useAuth();
  const mutate = useMutate();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const form = useForm({
    initial: EMPTY,
    schema: signUpInput,
    refusalSummary: ({ email, password }) => checkSignUp({ email, password }),
    resetAfterSend: false,
    failureText: messageOf,
    send: async (input) => {
      // The sign-in code loads now; offline, the form says so in the provider's words.
      const [accounts, auth] = await Promise.all([import('../api/firebase-accounts.ts'), getAuthInstance()]).catch(
        (caught: unknown) => {
          throw new FormFailure(messageOf(caught));
        },
      );
      let created: Awaited<ReturnType<typeof accounts.createAccount>>;
      try {
        created = await accounts.createAccount(auth, {
          name: input.name,
          email: input.email,
          password: input.password,
        });
      } catch (caught) {
        const inUse = accounts.authErrorCode(caught) === 'auth/email-already-in-use';
        throw new FormFailure(inUse ? messages.signUp.emailInUse : messageOf(caught));
      }
      try {
        const record = { name: input.name, email: created.email, id: input.student_id };
        const answer = await mutate((data) => data.users.create(record), [['users']]);
        if (answer.insertedId) toast.success(messages.signUp.userCreated);
      } catch (caught) {
        console.error('The user record could not be saved:', caught);
      }
      await accounts.signOutAccount(auth);
      navigate(paths.login, { replace: true });
    },
  });

  return (
    <AuthCard title={authText.signUp}>
      <form className="stack" onSubmit={(event) => void form.onSubmit(event)} aria-label={authText.signUpForm}>
        <TextField label={authText.name} autoComplete="name" required {...form.field('name')} />
        <TextField
          label={authText.email}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
          helperText={form.errors.email ?? authText.emailHelper}
        />
        <TextField label={authText.studentId} autoComplete="off" required {...form.field('student_id')} />
        <TextField
          label={authText.password}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          required
          {...form.field('password')}
          end={<ShowPasswordButton shown={shown} onToggle={() => setShown(!shown)} />}
          htmlInput={{ 'aria-describedby': 'password-rules' }}
        />
        <PasswordRules id="password-rules" password={form.values.password} />
        {form.formError ? <Alert severity="error">{form.formError}</Alert> : null}
        <Button type="submit" block disabled={form.submitting}>
          {authText.signUp}
        </Button>
        <p className="centered">
          {authText.haveAccount} <Link to={paths.login}>{authText.login}</Link>
        </p>
      </form>
    </AuthCard>
  );
}
