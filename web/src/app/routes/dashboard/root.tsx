import { useOutlet } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** The dashboard frame (its sidebar comes later). A child page, when one matches, renders inside it. */
export function Component() {
  const child = useOutlet();
  if (!child) return <PlaceholderPage title="Hall Management" />;
  return (
    <>
      <p className="frame-label">Hall Management</p>
      {child}
    </>
  );
}
