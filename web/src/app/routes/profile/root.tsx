import { useOutlet } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** The profile frame (its sidebar comes later). A child page, when one matches, renders inside it. */
export function Component() {
  const child = useOutlet();
  if (!child) return <PlaceholderPage title="Profile" />;
  return (
    <>
      <p className="frame-label">Profile</p>
      {child}
    </>
  );
}
