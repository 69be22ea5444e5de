import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import TextField from '../../../components/ui/text-field.tsx';

export interface GoogleAccountDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** With the Auth emulator: asks for the Google account, as the emulator's own account picker would. */
export function GoogleAccountDialog({ open, onClose, onSubmit }: GoogleAccountDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Sign in with a Google account">
      <form className="stack" onSubmit={onSubmit}>
        <p className="muted">
          This portal runs on its local test back end, where Google&apos;s sign-in window is not available. Type the
          Google account to sign in with.
        </p>
        <TextField name="google_email" label="Google account e-mail" type="email" required autoFocus />
        <TextField name="google_name" label="Name on the account" />
        <div className="modal__actions">
          <Button variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Continue</Button>
        </div>
      </form>
    </Modal>
  );
}
