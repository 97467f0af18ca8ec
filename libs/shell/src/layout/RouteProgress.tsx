import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useT } from '@onair/i18n';
import { TopProgressBar } from '@onair/ui';

const PendingPages = createContext<(change: 1 | -1) => void>(() => undefined);

/**
 * The 2px bar during route changes (SPEC.md section 2). Our pages have no loaders: a route change
 * waits only on the page's lazy chunk, inside a Suspense boundary, so the bar runs while any page
 * is still arriving.
 */
export function RouteProgress({ children }: { children?: ReactNode }) {
  const t = useT();
  const [pending, setPending] = useState(0);
  const change = useCallback((delta: 1 | -1) => setPending((count) => count + delta), []);
  return (
    <PendingPages.Provider value={change}>
      <TopProgressBar active={pending > 0} label={t('common.pageLoading')} />
      {children}
    </PendingPages.Provider>
  );
}

/** Put in a page's Suspense fallback: while it is shown, the bar runs. */
export function PageArriving() {
  const change = useContext(PendingPages);
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, [change]);
  return null;
}
