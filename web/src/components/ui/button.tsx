// The portal's button (button.css): one shape for every page and dialog. With `to` it is a
// router link, with `href` a plain link, otherwise a <button type="button">.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'warning' | 'text';

interface Look {
  variant?: ButtonVariant;
  size?: 'small' | 'medium' | 'large';
  /** Full width (a form's submit on a phone). */
  block?: boolean;
  /** Where it sits in a column of controls (a flex column stretches it otherwise). */
  align?: 'start' | 'center';
  className?: string;
  children: ReactNode;
}

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: undefined,
  secondary: 'button--outline',
  danger: 'button--danger',
  warning: 'button--warning',
  text: 'button--text',
};

/** The classes of a button of this look (for the places that are not a <Button>, as the dialogs). */
export function buttonClass({ variant = 'primary', size = 'medium', block, align, className }: Omit<Look, 'children'>) {
  return [
    'button',
    VARIANT_CLASS[variant],
    size !== 'medium' && `button--${size}`,
    block && 'button--block',
    align && `button--${align}`,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type AsButton = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { to?: never; href?: never };
type AsRouterLink = Look &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children' | 'href'> & { to: string };
type AsLink = Look &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> & { href: string; to?: never };

export function Button(props: AsButton | AsRouterLink | AsLink) {
  const { variant, size, block, align, className, children, ...rest } = props;
  const classes = buttonClass({ variant, size, block, align, className });
  if ('to' in rest && rest.to !== undefined) {
    return (
      <Link {...rest} className={classes}>
        {children}
      </Link>
    );
  }
  if ('href' in rest && rest.href !== undefined) {
    return (
      <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} className={classes}>
        {children}
      </a>
    );
  }
  const { type = 'button', ...attributes } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button {...attributes} type={type} className={classes}>
      {children}
    </button>
  );
}
