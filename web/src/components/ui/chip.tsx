// A short status label (Approved, Pending, Rejected) in the palette's colours (controls.css).
import './chip.css';

export type ChipTone = 'success' | 'warning' | 'danger' | 'neutral';

export function Chip({
  label,
  tone = 'neutral',
  outlined = false,
  size = 'medium',
}: {
  label: string;
  tone?: ChipTone;
  outlined?: boolean;
  size?: 'small' | 'medium';
}) {
  const classes = ['chip', `chip--${tone}`, outlined && 'chip--outlined', size === 'small' && 'chip--small'];
  return <span className={classes.filter(Boolean).join(' ')}>{label}</span>;
}
