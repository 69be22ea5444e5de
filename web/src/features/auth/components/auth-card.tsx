import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

// MUI in the hall's colours (layout.css --color-primary, --color-accent).
const theme = createTheme({
  palette: { primary: { main: '#0b5d46', dark: '#083d2e' }, secondary: { main: '#f4c542' } },
  shape: { borderRadius: 10 },
  typography: { fontFamily: 'inherit', button: { textTransform: 'none', fontWeight: 600 } },
});

/** The frame of the sign-up and login forms: a centred card with the page's heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Paper component="section" elevation={2} sx={{ maxWidth: 440, mx: 'auto', my: { xs: 2, sm: 4 }, p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 700, color: 'primary.dark' }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </ThemeProvider>
  );
}
