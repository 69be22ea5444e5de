import { myProfileText as text } from '@hall/model/texts/my-profile';
import { historyText } from '@hall/model/texts/history';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import TextField from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { LIMITS, messages, profileUpdateInput, type StudentUser } from '@hall/model';
import { useForm } from '../../hooks/use-form.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useMutate } from '../../lib/data/query.ts';
import { Facts } from './history-card.tsx';
import { MealCards } from './meal-calendar.tsx';
import { RoomCard } from './room-card.tsx';
import { useProfileRecord, type ProfileRecord } from './profile-record.ts';

export const PROFILE_UPDATED = text.updated;

/** The editable part: the name and a phone number (the e-mail and student id are the account's own). */
function ProfileEditor({ user }: { user: StudentUser }) {
  const mutate = useMutate();
  const form = useForm({
    initial: { name: user.name, phone: user.phone ?? '' },
    schema: profileUpdateInput,
    resetAfterSend: false,
    send: async (input) => {
      // The record loads afresh for MyProfile and the sidebar alike.
      await mutate((data) => data.users.updateMe(input), [['users']]);
      toast.success(PROFILE_UPDATED);
    },
  });
  const { formError } = form;
  const name = form.field('name');
  const phone = form.field('phone');

  return (
    <form className="stack" onSubmit={form.onSubmit} aria-label={text.updateForm}>
      <h2>{text.updateTitle}</h2>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField label={text.name} required {...name} htmlInput={{ maxLength: LIMITS.name }} />
      <TextField
        label={text.phone}
        type="tel"
        {...phone}
        helperText={phone.helperText ?? text.phoneHelp}
        htmlInput={{ maxLength: LIMITS.typedPayment, inputMode: 'tel' }}
      />
      <Button type="submit" disabled={form.submitting} align="start">
        {text.update}
      </Button>
    </form>
  );
}

/** The administrator's own profile: the office account, which has no student record or history. */
function OfficeAccount() {
  const { user } = useAuth();
  return (
    <>
      <Facts
        rows={[
          [text.name, user?.displayName || '—'],
          [text.email, user?.email ?? '—'],
          [text.role, text.office],
        ]}
      />
      <p className="muted">{text.officeNote}</p>
    </>
  );
}

export function MyProfile() {
  usePageTitle(text.title);
  const { isAdmin } = useAuth();
  const me = useProfileRecord();
  return (
    <div className="stack">
      <Card as="section" fill className="stack" aria-label={text.title}>
        <h1 className="page-title">{text.title}</h1>
        {isAdmin ? <OfficeAccount /> : <StudentRecord me={me} />}
      </Card>
      {/* The student's room and room applications (issue 31). */}
      {me.status === 'found' ? <RoomCard /> : null}
      {/* The meal calendars of the student's current tokens (issue 30). */}
      {me.status === 'found' ? <MealCards /> : null}
    </div>
  );
}

function StudentRecord({ me }: { me: ProfileRecord }) {
  return (
    <>
      {me.status === 'loading' ? <p role="status">{messages.forms.loading}</p> : null}
      {me.status === 'missing' ? <Alert severity="error">{messages.forms.userNotFound}</Alert> : null}
      {me.status === 'error' ? <Alert severity="error">{historyText.error(me.message)}</Alert> : null}
      {me.status === 'found' ? (
        <>
          <Facts
            rows={[
              [text.name, me.user.name],
              [text.email, me.user.email],
              [text.studentId, me.user.id],
              [text.phone, me.user.phone || '—'],
            ]}
          />
          <ProfileEditor key={`${me.user.name}|${me.user.phone ?? ''}`} user={me.user} />
        </>
      ) : null}
    </>
  );
}
