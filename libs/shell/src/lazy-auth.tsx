import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@onair/ui';
import { PageArriving } from './layout/RouteProgress';

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

const pageKeys = new WeakMap<ComponentType, number>();
let lastPageKey = 0;
/** A key per page component, so two lazy pages never share one Suspense boundary. */
function keyOf(page: ComponentType): number {
  let key = pageKeys.get(page);
  if (key === undefined) {
    lastPageKey += 1;
    key = lastPageKey;
    pageKeys.set(page, key);
  }
  return key;
}

/**
 * A lazily loaded page: a centred spinner, and the top progress bar, while its code arrives.
 * Each page has its own boundary (the key): react-router renders a route change as a transition,
 * in which React would keep the previous page on screen in a reused boundary and show no sign of loading.
 */
export function LazyPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense
      key={keyOf(Page)}
      fallback={
        <div className="flex justify-center py-16">
          <PageArriving />
          <Spinner />
        </div>
      }
    >
      <Page />
    </Suspense>
  );
}
