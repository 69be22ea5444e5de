import { hallDialog } from '../../components/ui/hall-dialog.ts';

/** Where a stored submission can be followed: the matching history page. */
export interface HistoryLink {
  label: string;
  open: () => void;
}

/** The spec's success dialog, with a second button to the matching history page when there is one. */
export async function showSuccessDialog(title: string, history?: HistoryLink): Promise<void> {
  try {
    const answer = await hallDialog({
      icon: 'success',
      title,
      ...(history ? { showDenyButton: true, denyButtonText: history.label } : {}),
    });
    if (history && answer.isDenied) history.open();
  } catch (error) {
    // The submission is stored and the form has reset; a dialog that cannot load must not hide that.
    console.warn('The success dialog could not be shown:', error);
  }
}
