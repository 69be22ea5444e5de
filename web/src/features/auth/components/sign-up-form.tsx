import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '../../../components/ui/text-field.tsx';
import Typography from '@mui/material/Typography';
import { toast } from '../../../components/ui/toast.ts';
import { checkSignUp, messages, newUserInput } from '@hall/model';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useData } from '../../../lib/data/context.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordRules, ShowPasswordButton } from './password-help.tsx';

/** The first problem with the fields: the spec's four checks in order, then the model's user-record schema. */
function firstProblem(fields: { name: string; email: string; id: string; password: string }): string | null {
  const problem = checkSignUp({ email: fields.email, password: fields.password });
  if (problem) return problem;
  // The API refuses a record it cannot store; catching it here keeps an account from being made without one.
  const record = newUserInput.safeParse({ name: fields.name, email: fields.email, id: fields.id });
  return record.success ? null : (record.error.issues[0]?.message ?? messages.api.invalidBody);
}

/**
 * Sign-up (spec sections 4 and 5): check, create the account, set its display name, post the
 * user record, sign out, and go to /login to sign in.
 */
export function SignUpForm() {
  const { getAuthInstance } = useAuth();
  const data = useData();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = {
      name: String(form.get('name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      id: String(form.get('student_id') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const problem = firstProblem(fields);
    setError(problem);
    if (problem) return;

    setBusy(true);
    try {
      const [accounts, auth] = await Promise.all([import('../api/firebase-accounts.ts'), getAuthInstance()]);
      let created: Awaited<ReturnType<typeof accounts.createAccount>>;
      try {
        created = await accounts.createAccount(auth, {
          name: fields.name,
          email: fields.email,
          password: fields.password,
        });
      } catch (caught) {
        setError(
          accounts.authErrorCode(caught) === 'auth/email-already-in-use'
            ? messages.signUp.emailInUse
            : caught instanceof Error
              ? caught.message
              : String(caught),
        );
        return;
      }
      try {
        const answer = await data.users.create({ name: fields.name, email: created.email, id: fields.id });
        if (answer.insertedId) toast.success(messages.signUp.userCreated);
      } catch (caught) {
        console.error('The user record could not be saved:', caught);
      }
      await accounts.signOutAccount(auth);
      navigate(paths.login, { replace: true });
    } catch (caught) {
      // The sign-in code could not load (offline): say so in the provider's words.
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Sign Up">
      <Stack component="form" spacing={2} onSubmit={(event) => void onSubmit(event)} aria-label="Sign up">
        <TextField name="name" label="Name" autoComplete="name" required fullWidth />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          helperText="Your CUET student e-mail"
        />
        <TextField name="student_id" label="Student ID" autoComplete="off" required fullWidth />
        <TextField
          name="password"
          label="Password"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          required
          fullWidth
          onChange={(event) => setPassword(event.target.value)}
          slotProps={{
            input: { endAdornment: <ShowPasswordButton shown={shown} onToggle={() => setShown(!shown)} /> },
            htmlInput: { 'aria-describedby': 'password-rules' },
          }}
        />
        <PasswordRules id="password-rules" password={password} />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Sign Up
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login}>
            Login
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
