import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A path of this site ('/signup', '/live/3'), not another site's address or a protocol-relative one ('//host'). */
export const isInAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/**
 * Where an operator's banner or popup leads: a path of this site opens in the app (no reload, the
 * session and player state kept); another site's address opens in a new tab.
 */
export function OperatorLink({
  url,
  className,
  label,
  onClick,
  children,
}: {
  url: string;
  className?: string;
  label?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (isInAppPath(url)) {
    return (
      <Link to={url} className={className} aria-label={label} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} aria-label={label} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
