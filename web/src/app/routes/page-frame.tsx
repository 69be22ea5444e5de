import { Outlet } from 'react-router-dom';
import { HallThemeProvider } from '../../components/ui/hall-theme.tsx';

/**
 * The layout route of the MUI pages (the token check, the profile, the dashboard's lists; the
 * student forms are plain CSS): the hall theme, applied once (decisions 015, 017).
 */
export function Component() {
  return (
    <HallThemeProvider>
      <Outlet />
    </HallThemeProvider>
  );
}
