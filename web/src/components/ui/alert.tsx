import type { AriaRole, ReactNode } from 'react';
import './controls.css';

export interface AlertProps {
  severity?: 'error' | 'warning' | 'info' | 'success';
  /** A heading inside the box (an <h2>). */
  title?: string;
  /** 'alert' by default, as MUI's Alert: a screen reader reads it out when it appears. */
  role?: AriaRole;
  'aria-label'?: string;
  children: ReactNode;
}

/** A message box in the page: an error, a warning, a hint or a success (plain CSS, decision 017). */
export function Alert({ severity = 'error', title, role = 'alert', children, ...aria }: AlertProps) {
  return (
    <div className={`alert alert--${severity}`} role={role} {...aria}>
      {title ? <h2 className="alert__title">{title}</h2> : null}
      {children}
    </div>
  );
}
