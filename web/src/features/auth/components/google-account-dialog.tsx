import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { authText } from '@hall/model/texts/auth';

export interface GoogleAccountDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** With the Auth emulator: asks for the Google account, as the emulator's own account picker would. */
export function GoogleAccountDialog({ open, onClose, onSubmit }: GoogleAccountDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={authText.googleDialogTitle}>
      <form className="stack" onSubmit={onSubmit}>
        <p className="muted">{authText.googleDialogText}</p>
        <TextField name="google_email" label={authText.googleEmail} type="email" required autoFocus />
        <TextField name="google_name" label={authText.googleName} />
        <div className="modal__actions">
          <Button variant="text" onClick={onClose}>
            {authText.cancel}
          </Button>
          <Button type="submit">{authText.continue}</Button>
        </div>
      </form>
    </Modal>
  );
}
