// sweetalert2 in the hall's colours, for every dialog of the portal (the success dialogs, Clear).
// Loaded on the first dialog only, so no page pays for it up front.
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { BRAND } from '../../config/brand.ts';

/** The hall's green for the main button, the muted text colour for Cancel: both AA with white (7:1). */
export const DIALOG_COLOURS = {
  confirmButtonColor: BRAND.primary,
  cancelButtonColor: BRAND.muted,
  denyButtonColor: BRAND.muted,
} as const;

export async function hallDialog(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({ ...DIALOG_COLOURS, ...options });
}
