import { PASSWORD_RULES } from '@hall/model';
import { authText } from '@hall/model/texts/auth';
import { Button } from '../../../components/ui/button.tsx';
import './password-help.css';

/**
 * The password's rules under the field, before the first try; each is ticked as the password
 * meets it. The messages after a try stay the spec's (the first failure, in the spec's order).
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <ul className="password-rules" id={id}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password);
        return (
          <li key={rule.hint} className={met ? 'password-rules__met' : undefined}>
            <span aria-hidden="true">{met ? '✓ ' : '• '}</span>
            {rule.hint}
            {met ? <span className="visually-hidden">{authText.ruleMet}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A Show / Hide button at the end of a password field (the field's `end`). Its name
 * leaves out 'password', so the field stays the one thing labelled Password.
 */
export function ShowPasswordButton({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="text"
      size="small"
      onClick={onToggle}
      aria-label={shown ? authText.hideCharacters : authText.showCharacters}
    >
      {shown ? authText.hide : authText.show}
    </Button>
  );
}
