import TextField from '../../components/ui/text-field.tsx';
import { LIMITS } from '@hall/model';
import { RequestFormShell } from './request-form-shell.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY = { complains: '' };

/** /complain: a complaint to the hall office. */
export function ComplaintForm() {
  const form = useRequestForm('complaints', { initial: EMPTY });
  return (
    <RequestFormShell title="Complains" {...form}>
      <TextField
        label="Your complaint"
        required
        rows={5}
        htmlInput={{ maxLength: LIMITS.complaint }}
        {...form.field('complains')}
      />
    </RequestFormShell>
  );
}
