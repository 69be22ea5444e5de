// The answer's parts both checks show: the verdict in large type, and a failed check with its retry.
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';

export function Verdict({ valid, reason }: { valid: boolean; reason?: string }) {
  return (
    <div role="status" className={`verdict verdict--${valid ? 'valid' : 'invalid'}`}>
      <p className="verdict__word" data-testid="verdict">
        {valid ? 'Valid' : 'Not valid'}
      </p>
      {reason ? <p className="verdict__reason">{reason}</p> : null}
    </div>
  );
}

export const UNKNOWN_TOKEN = 'No meal token has this number.';

export function CheckFailure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert severity="error">
      <div className="verify__failure">
        {`The token could not be checked: ${message}`}
        <Button variant="danger" size="large" onClick={retry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
