import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '../../components/ui/text-field.tsx';
import Typography from '@mui/material/Typography';
import { toast } from '../../components/ui/toast.ts';
import { LIMITS, messages, profileUpdateInput, type StudentUser } from '@hall/model';
import { useForm } from '../../hooks/use-form.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useData } from '../../lib/data/context.ts';
import { Facts } from './history-frame.tsx';
import { useProfileRecord, type ProfileRecord } from './profile-record.ts';

export const PROFILE_UPDATED = 'Profile updated';

/** The editable part: the name and a phone number (the e-mail and student id are the account's own). */
function ProfileEditor({ user, onSaved }: { user: StudentUser; onSaved: () => void }) {
  const data = useData();
  const form = useForm({
    initial: { name: user.name, phone: user.phone ?? '' },
    schema: profileUpdateInput,
    resetAfterSend: false,
    send: async (input) => {
      await data.users.updateMe(input);
      toast.success(PROFILE_UPDATED);
      onSaved();
    },
  });
  const { formError } = form;
  const name = form.field('name');
  const phone = form.field('phone');

  return (
    <Stack component="form" spacing={2} onSubmit={form.onSubmit} aria-label="Update profile">
      <Typography variant="h6" component="h2">
        Update your details
      </Typography>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField label="Name" required {...name} htmlInput={{ maxLength: LIMITS.name }} />
      <TextField
        label="Phone"
        type="tel"
        {...phone}
        helperText={phone.helperText ?? 'Optional: 11 digits, starting with 01.'}
        htmlInput={{ maxLength: LIMITS.typedPayment, inputMode: 'tel' }}
      />
      <Button type="submit" variant="contained" disabled={form.submitting} sx={{ alignSelf: 'flex-start' }}>
        Update
      </Button>
    </Stack>
  );
}

/** The administrator's own profile: the office account, which has no student record or history. */
function OfficeAccount() {
  const { user } = useAuth();
  return (
    <>
      <Facts
        rows={[
          ['Name', user?.displayName || '—'],
          ['Email', user?.email ?? '—'],
          ['Role', 'Hall office (administrator)'],
        ]}
      />
      <Typography color="text.secondary">
        The office account has no student record: requests and history belong to students.
      </Typography>
    </>
  );
}

export function MyProfile() {
  usePageTitle('My Profile');
  const { isAdmin } = useAuth();
  const me = useProfileRecord();
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label="My Profile">
      <Stack spacing={3}>
        <Typography variant="h5" component="h1" color="primary.dark">
          My Profile
        </Typography>
        {isAdmin ? <OfficeAccount /> : <StudentRecord me={me} />}
      </Stack>
    </Paper>
  );
}

function StudentRecord({ me }: { me: ProfileRecord }) {
  return (
    <>
      {me.status === 'loading' ? <Typography role="status">{messages.forms.loading}</Typography> : null}
      {me.status === 'missing' ? <Alert severity="error">{messages.forms.userNotFound}</Alert> : null}
      {me.status === 'error' ? <Alert severity="error">{`Error: ${me.message}`}</Alert> : null}
      {me.status === 'found' ? (
        <>
          <Facts
            rows={[
              ['Name', me.user.name],
              ['Email', me.user.email],
              ['Student ID', me.user.id],
              ['Phone', me.user.phone || '—'],
            ]}
          />
          <ProfileEditor key={`${me.user.name}|${me.user.phone ?? ''}`} user={me.user} onSaved={me.reload} />
        </>
      ) : null}
    </>
  );
}
