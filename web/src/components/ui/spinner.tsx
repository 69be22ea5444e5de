import { layoutText } from '@hall/model/texts/layout';
import './ui.css';

export interface SpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
}

export function Spinner({ label = layoutText.loading }: SpinnerProps) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__circle" aria-hidden="true" />
    </div>
  );
}
