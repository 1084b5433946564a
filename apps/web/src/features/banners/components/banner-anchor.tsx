import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import type { BannerTarget } from '../banner-target';

/**
 * A banner's picture as what it is: a router link for our own paths, a new-tab link for other
 * sites, and a plain, unfocusable figure when there is nowhere to go (spec 000 §5: a LINK banner
 * without linkUrl does nothing).
 */
export function BannerAnchor({
  target,
  onClick,
  className,
  children,
  hidden = false,
}: {
  target: BannerTarget;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  children: ReactNode;
  /** A duplicate of a link next to it: kept for pointers, out of the tab order and the a11y tree. */
  hidden?: boolean;
}) {
  const hiddenProps = hidden ? { tabIndex: -1, 'aria-hidden': true as const } : {};
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className} onClick={onClick} {...hiddenProps}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
        {...hiddenProps}
      >
        {children}
        {hidden ? null : <span className="sr-only"> (새 창)</span>}
      </a>
    );
  }
  return <figure className={className}>{children}</figure>;
}
