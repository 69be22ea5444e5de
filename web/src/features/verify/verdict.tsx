// The answer's parts both checks show: the verdict in large type, and a failed check with its retry.
import { verifyText as text } from '@hall/model/texts/verify';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';

export function Verdict({ valid, reason }: { valid: boolean; reason?: string }) {
  return (
    <div role="status" className={`verdict verdict--${valid ? 'valid' : 'invalid'}`}>
      <p className="verdict__word" data-testid="verdict">
        {valid ? text.valid : text.notValid}
      </p>
      {reason ? <p className="verdict__reason">{reason}</p> : null}
    </div>
  );
}

export const UNKNOWN_TOKEN = text.unknown;

export function CheckFailure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert severity="error">
      <div className="verify__failure">
        {text.failed(message)}
        <Button variant="danger" size="large" onClick={retry}>
          {text.retry}
        </Button>
      </div>
    </Alert>
  );
}
