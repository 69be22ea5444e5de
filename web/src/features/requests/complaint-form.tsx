import TextField from '../../components/ui/text-field.tsx';
import { complaintInput, LIMITS, messages } from '@hall/model';
import { useMyUser } from '../../hooks/use-my-user.ts';
import { useData } from '../../lib/data/context.ts';
import { RequestFormShell } from './request-form-shell.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY = { complains: '' };

/** /complain: a complaint to the hall office. */
export function ComplaintForm() {
  const data = useData();
  const identity = useMyUser();
  const form = useRequestForm({
    initial: EMPTY,
    schema: complaintInput,
    submit: (input) => data.complaints.create(input),
    successMessage: messages.forms.complaintSubmitted,
  });
  return (
    <RequestFormShell title="Complains" identity={identity} {...form}>
      <TextField
        label="Your complaint"
        required
        multiline
        minRows={5}
        fullWidth
        slotProps={{ htmlInput: { maxLength: LIMITS.complaint } }}
        {...form.field('complains')}
      />
    </RequestFormShell>
  );
}
