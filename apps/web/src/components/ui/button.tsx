import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary';

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
