import { LIMITS, rejectionInput } from '@hall/model';

const reasonSchema = rejectionInput.shape.rejectReason;

/**
 * Asks the administrator why a request is rejected (decision 031): a one-line reason, checked
 * with the model's own schema before the dialog closes. Null when they cancel. sweetalert2 is
 * loaded on the first use, as the Clear dialog's.
 */
export async function askRejectReason(): Promise<string | null> {
  const { default: Swal } = await import('sweetalert2');
  const answer = await Swal.fire<string>({
    title: 'Reject this request?',
    text: 'The student sees the reason in their history.',
    icon: 'warning',
    input: 'text',
    inputLabel: 'Reason',
    inputPlaceholder: 'e.g. No bKash payment with this transaction id',
    inputAttributes: { maxlength: String(LIMITS.rejectReason), 'aria-label': 'Reason' },
    showCancelButton: true,
    confirmButtonColor: '#d33',
    confirmButtonText: 'Reject',
    inputValidator: (value) => {
      const checked = reasonSchema.safeParse(value);
      return checked.success ? null : (checked.error.issues[0]?.message ?? null);
    },
  });
  if (!answer.isConfirmed || answer.value === undefined) return null;
  return reasonSchema.parse(answer.value);
}
