import { Outlet } from 'react-router-dom';
import { HallThemeProvider } from '../../components/ui/hall-theme.tsx';

/**
 * The layout route of the MUI pages (all but the home page, 'not found' and the dashboard's bare
 * frame): the hall theme, applied once (decision 015).
 */
export function Component() {
  return (
    <HallThemeProvider>
      <Outlet />
    </HallThemeProvider>
  );
}
