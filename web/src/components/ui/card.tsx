// A bordered surface (controls.css's .card): a form, the profile, a history item, a complaint.
import type { HTMLAttributes, ReactNode } from 'react';
import './controls.css';

type CardElement = 'div' | 'section' | 'aside' | 'article' | 'li' | 'dl' | 'form';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: CardElement;
  /** Fills its place (a grid cell, a list) instead of the centred form width. */
  fill?: boolean;
  children: ReactNode;
}

export function Card({ as: Element = 'div', fill = false, className, children, ...rest }: CardProps) {
  const classes = ['card', fill && 'card--fill', className].filter(Boolean).join(' ');
  return (
    <Element {...rest} className={classes}>
      {children}
    </Element>
  );
}
