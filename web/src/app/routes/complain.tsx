import { ComplaintForm } from '../../features/requests/complaint-form.tsx';

export function Component() {
  return <ComplaintForm />;
}
