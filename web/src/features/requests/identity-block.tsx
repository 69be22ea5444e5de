import { Alert } from '../../components/ui/alert.tsx';
import { ReadOnlyText } from '../../components/ui/text-field.tsx';
import { messages } from '@hall/model';
import { requestsText } from '@hall/model/texts/requests';
import type { MyUserState } from '../../hooks/use-my-user.ts';

/** The signed-in student's name, e-mail and student id, read-only: the API files requests under these. */
export function IdentityBlock({ state }: { state: MyUserState }) {
  if (state.status === 'missing') return <Alert severity="error">{messages.forms.userNotFound}</Alert>;
  if (state.status === 'error') return <Alert severity="error">{requestsText.error(state.message)}</Alert>;
  // While the record loads, the same fields stand empty, so the form below does not move when it
  // arrives (a layout shift on a phone, decision 017).
  const user = state.status === 'found' ? state.user : { name: '', email: '', id: '' };
  return (
    <div className="stack stack--tight" role="group" aria-labelledby="identity-caption">
      {state.status === 'loading' ? (
        <p id="identity-caption" className="muted" role="status">
          {messages.forms.loading}
        </p>
      ) : (
        <p id="identity-caption" className="muted">
          {requestsText.details}
        </p>
      )}
      <div className="stack stack--row">
        <ReadOnlyText label={requestsText.name} value={user.name} />
        <ReadOnlyText label={requestsText.email} value={user.email} className="identity__email" />
        <ReadOnlyText label={requestsText.studentId} value={user.id} />
      </div>
    </div>
  );
}
