// sweetalert2 in the hall's look, for every dialog of the portal (the success dialogs, Clear,
// Reject, Attach): its buttons are the page's buttons (button.css), its text the page's font.
// Loaded on the first dialog only, so no page pays for it up front.
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { dialogText } from '@hall/model/texts/dialog';
import { buttonClass } from './button.tsx';

export type HallDialogOptions = SweetAlertOptions & {
  /** The confirm button destroys something (Yes, delete it!, Reject): red, as on the pages. */
  destructive?: boolean;
};

export async function hallDialog({ destructive = false, ...options }: HallDialogOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({
    buttonsStyling: false,
    // sweetalert2's own 'OK' and 'Cancel' are English: the build's language instead.
    confirmButtonText: dialogText.ok,
    cancelButtonText: dialogText.cancel,
    customClass: {
      popup: 'hall-dialog',
      confirmButton: buttonClass({ className: destructive ? 'button--danger-solid' : undefined }),
      cancelButton: buttonClass({ variant: 'secondary' }),
      denyButton: buttonClass({ variant: 'secondary' }),
    },
    ...options,
  });
}
