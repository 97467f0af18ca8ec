import { Link } from 'react-router';
import { browsePath } from './browse-paths';

/**
 * A broadcast's tags as #chips. Inside a card (itself one link) they are text; elsewhere each links
 * to the live channels with that tag.
 */
export function TagList({ tags, linked = false, className = '' }: { tags: readonly string[] | undefined; linked?: boolean; className?: string }) {
  if (!tags || tags.length === 0) return null;
  const chip = 'rounded-full bg-surface-raised px-2 py-0.5 text-xs text-muted';
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? (
            <Link to={browsePath(undefined, tag)} className={`${chip} hover:text-accent`}>
              #{tag}
            </Link>
          ) : (
            <span className={chip}>#{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
