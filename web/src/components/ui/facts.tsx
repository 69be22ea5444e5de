import type { ReactNode } from 'react';

/** Label/value rows as a description list: a history card's, the profile's, a checked token's. */
export function Facts({ rows, className = 'facts' }: { rows: Array<[string, ReactNode]>; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
