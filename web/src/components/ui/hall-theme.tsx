// The hall's colours and type for the MUI pages (the token check, the profile, the dashboard's
// lists), applied once, by their layout route (app/routes/page-frame.tsx), so MUI's theme code
// loads with those pages and never with the home page or the student forms (plain CSS).
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BRAND } from '../../config/brand.ts';

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif";

export const hallTheme = createTheme({
  palette: {
    primary: { main: BRAND.primary, dark: BRAND.primaryDark, light: BRAND.primarySoft, contrastText: BRAND.onDark },
    secondary: { main: BRAND.accent, contrastText: BRAND.text },
    warning: { main: BRAND.warning, contrastText: BRAND.onDark },
    error: { main: BRAND.danger, contrastText: BRAND.onDark },
    success: { main: BRAND.success, contrastText: BRAND.onDark },
    text: { primary: BRAND.text, secondary: BRAND.muted },
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
