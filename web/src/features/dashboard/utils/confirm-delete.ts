import { messages } from '@hall/model';
import { BRAND } from '../../../config/brand.ts';

const text = messages.deleteDialog;

/**
 * The spec's Clear dialog: 'Are you sure?' with 'Yes, delete it!'. Runs `remove` only when the
 * administrator confirms, then shows 'Deleted!'. sweetalert2 is loaded on the first Clear.
 * Returns whether the item was deleted; a failure of `remove` is thrown to the caller.
 */
export async function confirmAndDelete(remove: () => Promise<unknown>): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const answer = await Swal.fire({
    title: text.title,
    text: text.text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonColor: BRAND.primary,
    cancelButtonColor: '#d33',
    confirmButtonText: text.confirm,
  });
  if (!answer.isConfirmed) return false;
  await remove();
  await Swal.fire({ title: text.doneTitle, text: text.doneText, icon: 'success' });
  return true;
}
