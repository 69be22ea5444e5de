import { HallThemeProvider } from '../../components/ui/hall-theme.tsx';
import { RoomAllotmentForm } from '../../features/requests/room-allotment-form.tsx';

export function Component() {
  return (
    <HallThemeProvider>
      <RoomAllotmentForm />
    </HallThemeProvider>
  );
}
