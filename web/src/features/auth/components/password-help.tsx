import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { PASSWORD_RULES } from '@hall/model';

/**
 * The password's rules under the field, before the first try; each is ticked as the password
 * meets it. The messages after a try stay the spec's (the first failure, in the spec's order).
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <Box component="ul" id={id} sx={{ m: 0, mt: -1, pl: 0, listStyle: 'none', fontSize: '0.875rem' }}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <Box
            component="li"
            key={rule.hint}
            sx={{ color: met ? 'primary.main' : 'text.secondary', fontWeight: met ? 600 : 400 }}
          >
            <span aria-hidden="true">{met ? '✓ ' : '• '}</span>
            {rule.hint}
            {met ? (
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (met)
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A Show / Hide button at the end of a password field (MUI TextField's endAdornment). Its name
 * leaves out 'password', so the field stays the one thing labelled Password.
 */
export function ShowPasswordButton({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <InputAdornment position="end">
      <Button size="small" onClick={onToggle} aria-label={shown ? 'Hide characters' : 'Show characters'}>
        {shown ? 'Hide' : 'Show'}
      </Button>
    </InputAdornment>
  );
}
