import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@onair/ui';

/** A lazily loaded page behind its own spinner. */
export function PageBoundary({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      }
    >
      <Page />
    </Suspense>
  );
}
