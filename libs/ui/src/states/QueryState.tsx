import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/** What QueryState reads of an RTK Query result (or anything shaped like one). */
export type QueryLike<T> = { data?: T; isLoading: boolean; isError: boolean; refetch: () => unknown };

export type QueryStateProps<T> = { query: QueryLike<T>; children: (data: T) => ReactNode };

/** Loading, then an error with a retry, then the content drawn from the data. */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState onRetry={() => void query.refetch()} />;
  return children(query.data);
}
