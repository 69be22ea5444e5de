import { useParams } from 'react-router-dom';
import { VerifyPage } from '../../features/verify/verify-page.tsx';

export function Component() {
  const { id = '' } = useParams();
  // A new id (another token scanned) starts a fresh check.
  return <VerifyPage key={id} id={id} />;
}
