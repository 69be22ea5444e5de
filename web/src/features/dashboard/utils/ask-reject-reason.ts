import { LIMITS, rejectionInput } from '@hall/model';
import { hallDialog } from '../../../components/ui/hall-dialog.ts';
import { requestText } from '@hall/model/texts/dashboard';

const reasonSchema = rejectionInput.shape.rejectReason;

/**
 * Asks the administrator why a request is rejected (decision 031): a one-line reason, checked
 * with the model's own schema before the dialog closes. Null when they cancel. Red, as Clear's.
 */
export async function askRejectReason(): Promise<string | null> {
  const text = requestText.rejectDialog;
  const answer = await hallDialog({
    title: text.title,
    text: text.text,
    icon: 'warning',
    input: 'text',
    inputLabel: text.reason,
    inputPlaceholder: text.example,
    inputAttributes: { maxlength: String(LIMITS.rejectReason), 'aria-label': text.reason },
    showCancelButton: true,
    destructive: true,
    confirmButtonText: text.confirm,
    inputValidator: (value: string) => {
      const checked = reasonSchema.safeParse(value);
      return checked.success ? null : (checked.error.issues[0]?.message ?? null);
    },
  });
  if (!answer.isConfirmed || typeof answer.value !== 'string') return null;
  return reasonSchema.parse(answer.value);
}
