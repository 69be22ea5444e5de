// The office's list of dining staff (issue 30): add an address, remove one. Who may be staff is
// the API's check (isStaffAddress): its refusal shows under the field.
import { useState, type FormEvent } from 'react';
import type { DiningStaffListing, StaffAccountState } from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Chip, type ChipTone } from '../../../components/ui/chip.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { queries } from '../../../lib/data/queries.ts';
import { problemText, useMutate, useQuery } from '../../../lib/data/query.ts';
import { DataError } from '../../../lib/data/port.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { confirmAndDelete } from '../utils/confirm-delete.ts';
import { diningStaffText as text } from '@hall/model/texts/dashboard-lists';

const STAFF_KEY = queries.diningStaff().key;

function AddStaff() {
  const mutate = useMutate();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<{ field?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem({});
    try {
      await mutate((data) => data.dining.staff.add(email), [STAFF_KEY]);
      setEmail('');
    } catch (error) {
      const field = error instanceof DataError ? error.fields?.email : undefined;
      setProblem(field ? { field } : { form: problemText(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="stack" aria-label={text.addForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      {problem.form ? <Alert severity="error">{problem.form}</Alert> : null}
      <TextField
        label={text.email}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(problem.field)}
        helperText={problem.field}
      />
      <Button type="submit" align="start" disabled={sending}>
        {text.add}
      </Button>
    </form>
  );
}

/** Each account state in the office's words: why a listed address may still be refused at sign-in. */
const ACCOUNT_STATES: Record<StaffAccountState, { label: string; tone: ChipTone; why?: string }> = {
  verified: { label: text.verified, tone: 'success' },
  unverified: { label: text.unverified, tone: 'warning', why: text.unverifiedWhy },
  none: { label: text.none, tone: 'danger', why: text.noneWhy },
};

function StaffRow({ member }: { member: DiningStaffListing }) {
  const mutate = useMutate();
  const [busy, setBusy] = useState(false);
  const account = ACCOUNT_STATES[member.account];
  const remove = async () => {
    setBusy(true);
    try {
      await confirmAndDelete(() => mutate((data) => data.dining.staff.remove(member.email), [STAFF_KEY]));
    } catch (error) {
      toast.error(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="staff-list__row">
      <span className="staff-list__email">{member.email}</span>
      <Chip label={account.label} tone={account.tone} size="small" outlined={member.account !== 'verified'} />
      <span className="muted">{text.added(formatDate(member.addedAt))}</span>
      <Button
        variant="danger"
        size="small"
        disabled={busy}
        onClick={() => void remove()}
        aria-label={text.removeWho(member.email)}
      >
        {text.remove}
      </Button>
      {account.why ? <span className="staff-list__why muted">{account.why}</span> : null}
    </li>
  );
}

export function DiningStaff() {
  const state = useQuery(queries.diningStaff());
  return (
    <section className="stack" aria-labelledby="dining-staff-title">
      <h1 id="dining-staff-title" className="dashboard__title">
        {text.title}
      </h1>
      <p>{text.intro}</p>
      <AddStaff />
      {state.status === 'error' ? <Alert severity="error">{state.message}</Alert> : null}
      {state.data === undefined && state.status === 'loading' ? <p role="status">{text.loading}</p> : null}
      {state.data?.length === 0 ? <p>{text.empty}</p> : null}
      {state.data?.length ? (
        <ul className="staff-list" aria-label={text.list}>
          {state.data.map((member) => (
            <StaffRow key={member.email} member={member} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
