import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A full page load instead of a navigation inside the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a page of this app: a plain `<a href>` whose click navigates inside the app (a
 * modified click, another target or `reloadDocument` leaves it to the browser).
 *
 * React Router's own `Link` carries its framework mode's prefetching (`prefetch`, route-module
 * link descriptors, RSC) even when nothing uses it: ~2.5 KiB gzip on every first visit
 * (decision 010). We only ever link to our own pages, without prefetch or masks.
 */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  target,
  onClick,
  ref,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
