// The hall's colours and type for MUI pages (forms, profile, dashboard). A route module wraps its
// page in it, so MUI's theme code loads with those pages and never with the home page.
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif";

export const hallTheme = createTheme({
  palette: {
    primary: { main: '#0b5d46', dark: '#083d2e', light: '#d6e9e1', contrastText: '#ffffff' },
    secondary: { main: '#f4c542', contrastText: '#1b2b25' },
    // MUI's orange (#ed6c02) is 3.1:1 on white: a darker one keeps 'Pending' at AA (5.4:1).
    warning: { main: '#b54708', contrastText: '#ffffff' },
    text: { primary: '#1b2b25', secondary: '#52615b' },
  },
  typography: { fontFamily: FONT_STACK },
  components: {
    // Labels read as the spec writes them ('LogOut', 'Download token'), not in capitals.
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});

export function HallThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={hallTheme}>{children}</ThemeProvider>;
}
