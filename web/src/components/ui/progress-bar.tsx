// A thin progress bar (an upload, an export): `value` in percent, or moving while the total is unknown.
import type { CSSProperties } from 'react';
import './progress-bar.css';

export function ProgressBar({ value, label }: { value?: number; label: string }) {
  const known = value !== undefined;
  return (
    <div
      className={known ? 'progress' : 'progress progress--unknown'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? Math.round(value) : undefined}
    >
      <div className="progress__bar" style={known ? ({ '--progress': `${value}%` } as CSSProperties) : undefined} />
    </div>
  );
}
