import { LIMITS, rejectionInput } from '@hall/model';
import { hallDialog } from '../../../components/ui/hall-dialog.ts';

const reasonSchema = rejectionInput.shape.rejectReason;

/**
 * Asks the administrator why a request is rejected (decision 031): a one-line reason, checked
 * with the model's own schema before the dialog closes. Null when they cancel. Red, as Clear's.
 */
export async function askRejectReason(): Promise<string | null> {
  const answer = await hallDialog({
    title: 'Reject this request?',
    text: 'The student sees the reason in their history.',
    icon: 'warning',
    input: 'text',
    inputLabel: 'Reason',
    inputPlaceholder: 'e.g. No bKash payment with this transaction id',
    inputAttributes: { maxlength: String(LIMITS.rejectReason), 'aria-label': 'Reason' },
    showCancelButton: true,
    destructive: true,
    confirmButtonText: 'Reject',
    inputValidator: (value: string) => {
      const checked = reasonSchema.safeParse(value);
      return checked.success ? null : (checked.error.issues[0]?.message ?? null);
    },
  });
  if (!answer.isConfirmed || typeof answer.value !== 'string') return null;
  return reasonSchema.parse(answer.value);
}
