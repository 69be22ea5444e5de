import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '../../../components/ui/text-field.tsx';

export interface GoogleAccountDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** With the Auth emulator: asks for the Google account, as the emulator's own account picker would. */
export function GoogleAccountDialog({ open, onClose, onSubmit }: GoogleAccountDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="google-dialog-title">
      <form onSubmit={onSubmit}>
        <DialogTitle id="google-dialog-title">Sign in with a Google account</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            This portal runs on its local test back end, where Google&apos;s sign-in window is not available. Type the
            Google account to sign in with.
          </DialogContentText>
          <TextField name="google_email" label="Google account e-mail" type="email" required autoFocus />
          <TextField name="google_name" label="Name on the account" />
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Continue
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
