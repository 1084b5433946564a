import type { ComponentProps } from 'react';
import styles from './button.module.css';
import { Link, type LinkProps } from './link';

/**
 * primary: the page's main action (accent); secondary: a quiet one; danger: an action that
 * destroys or gives something up (예약 취소, 탈퇴), red so it never reads as the way forward.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';
type Variant = ButtonVariant;

function classes(variant: Variant, block: boolean | undefined, extra?: string) {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  block,
  className,
  type = 'button',
  ...rest
}: ComponentProps<'button'> & { variant?: Variant; block?: boolean }) {
  return <button type={type} className={classes(variant, block, className)} {...rest} />;
}

export function ButtonLink({
  variant = 'primary',
  block,
  className,
  ...rest
}: LinkProps & { variant?: Variant; block?: boolean }) {
  return <Link className={classes(variant, block, className)} {...rest} />;
}

/**
 * A button-looking link that leaves the app: a file the browser hands to another app (a
 * calendar's .ics) or another site (give `target="_blank"` and `rel`). Pages of this app use
 * ButtonLink.
 */
export function ButtonAnchor({
  variant = 'primary',
  block,
  className,
  ...rest
}: ComponentProps<'a'> & { variant?: Variant; block?: boolean; href: string }) {
  return <a className={classes(variant, block, className)} {...rest} />;
}
