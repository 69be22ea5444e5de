import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '../../components/ui/text-field.tsx';
import Typography from '@mui/material/Typography';
import { messages } from '@hall/model';
import type { MyUserState } from '../../hooks/use-my-user.ts';

/** The signed-in student's name, e-mail and student id, read-only: the API files requests under these. */
export function IdentityBlock({ state }: { state: MyUserState }) {
  if (state.status === 'loading') {
    // As tall as the three fields that replace it (small fields are 40 px, 16 px apart), so the
    // form below does not jump when the record arrives (a layout shift on a phone, decision 017).
    return (
      <Box sx={{ minHeight: { xs: 3 * 40 + 2 * 16, sm: 40 } }}>
        <Typography role="status" color="text.secondary">
          {messages.forms.loading}
        </Typography>
      </Box>
    );
  }
  if (state.status === 'missing') return <Alert severity="error">{messages.forms.userNotFound}</Alert>;
  if (state.status === 'error') return <Alert severity="error">{`Error: ${state.message}`}</Alert>;
  const { user } = state;
  const readOnly = { input: { readOnly: true } } as const;
  // On a grey ground with no outline to click into: it reads as fixed, not as a field to type in.
  const fixed = {
    fullWidth: true,
    size: 'small',
    slotProps: readOnly,
    sx: {
      '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' },
      '& .MuiOutlinedInput-notchedOutline': { borderColor: 'transparent' },
    },
  } as const;
  return (
    <Stack spacing={1} role="group" aria-labelledby="identity-caption">
      <Typography id="identity-caption" variant="body2" color="text.secondary">
        Your details, from your account (read-only)
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Name" value={user.name} {...fixed} />
        <TextField label="Email" value={user.email} {...fixed} />
        <TextField label="Student ID" value={user.id} {...fixed} />
      </Stack>
    </Stack>
  );
}
