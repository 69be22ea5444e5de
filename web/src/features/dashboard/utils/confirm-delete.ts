import { isApproved, messages } from '@hall/model';
import { hallDialog } from '../../../components/ui/hall-dialog.ts';
import { requestText } from '@hall/model/texts/dashboard';

const text = messages.deleteDialog;

/** The spec's text, then (for a record a student still relies on) why this one matters. */
function dialogBody(reliedOn: string | undefined): HTMLElement {
  const body = document.createElement('div');
  const spec = document.createElement('p');
  spec.textContent = text.text;
  body.append(spec);
  if (reliedOn) {
    const warning = document.createElement('p');
    warning.className = 'delete-warning';
    warning.textContent = reliedOn;
    body.append(warning);
  }
  return body;
}

/**
 * The spec's Clear dialog: 'Are you sure?' with 'Yes, delete it!'. Runs `remove` only when the
 * administrator confirms, then shows 'Deleted!'. `reliedOn` says why an approved record matters
 * to its student. Returns whether the item was deleted; a failure of `remove` is thrown.
 */
export async function confirmAndDelete(remove: () => Promise<unknown>, reliedOn?: string): Promise<boolean> {
  const answer = await hallDialog({
    title: text.title,
    html: dialogBody(reliedOn),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: text.confirm,
    destructive: true,
  });
  if (!answer.isConfirmed) return false;
  await remove();
  await hallDialog({ title: text.doneTitle, text: text.doneText, icon: 'success' });
  return true;
}

/** What clearing an approved record takes from its student, for the Clear dialog; nothing for a pending one. */
export function reliedOnText(
  record: { status?: string; SelectedRoom?: string },
  kind: 'token' | 'hall fee' | 'room',
): string | undefined {
  if (!isApproved(record)) return undefined;
  if (kind === 'room') return requestText.reliedOnRoom(record.SelectedRoom);
  return kind === 'token' ? requestText.reliedOnToken : requestText.reliedOnHallFee;
}
