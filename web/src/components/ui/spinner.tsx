import { uiText } from '@hall/model/texts/ui';
import './ui.css';

export interface SpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
}

export function Spinner({ label = uiText.loading }: SpinnerProps) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__circle" aria-hidden="true" />
    </div>
  );
}
