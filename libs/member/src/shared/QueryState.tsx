import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

type QueryLike<T> = { data?: T; isLoading: boolean; isError: boolean; refetch: () => unknown };

/** Loading, then an error with a retry, then the content drawn from the data. */
export function QueryState<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState onRetry={() => void query.refetch()} />;
  return children(query.data);
}
