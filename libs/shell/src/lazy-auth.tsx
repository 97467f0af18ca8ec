import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@onair/ui';

// The account pages and the login/signup dialog (forms, dial codes, validation) are most of the
// client's weight, and a viewer who only watches never needs them: they load on first use.
const loadAuth = () => import('@onair/auth');

type AuthExport = Awaited<ReturnType<typeof loadAuth>>;
type ComponentName = {
  [K in keyof AuthExport]: AuthExport[K] extends ComponentType<never> ? K : never;
}[keyof AuthExport];

export function lazyAuth<K extends ComponentName>(name: K) {
  return lazy(async () => ({ default: (await loadAuth())[name] as ComponentType }));
}

/** A lazily loaded page: a centred spinner while its code arrives. */
export function LazyPage({ page: Page }: { page: ComponentType }) {
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
