import TextField from '../../components/ui/text-field.tsx';
import { LIMITS } from '@hall/model';
import { requestsText } from '@hall/model/texts/requests';
import { RequestFormShell } from './request-form-shell.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY = { complains: '' };

/** /complain: a complaint to the hall office. */
export function ComplaintForm() {
  const form = useRequestForm('complaints', { initial: EMPTY });
  return (
    <RequestFormShell title={requestsText.complaintTitle} {...form}>
      <TextField
        label={requestsText.yourComplaint}
        required
        rows={5}
        htmlInput={{ maxLength: LIMITS.complaint }}
        {...form.field('complains')}
      />
    </RequestFormShell>
  );
}
