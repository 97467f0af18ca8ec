import type { ReactElement, ReactNode } from 'react';
import type { BrandCode, Locale } from '@onair/contracts';
import type { SessionProfile } from '@onair/store';
import { makeTestStore, recordingApi, renderPage, type FakeRoute } from '@onair/store/testing';
import { Toaster } from '@onair/ui';

export type RenderMemberOptions = {
  routes?: Record<string, FakeRoute>;
  brand?: BrandCode;
  locale?: Locale;
  /** The signed-in member; null for a visitor. */
  member?: SessionProfile | null;
  /** Where the memory router starts. */
  url?: string;
  /** The route pattern the page is mounted at (for pages that read params). */
  path?: string;
};

/**
 * A real store whose fetch is the fake API (recording every URL), the real bundle of the locale, a
 * memory router and the toaster.
 */
export async function renderMember(
  ui: ReactElement,
  { routes = {}, brand, locale = 'ko', member, url, path }: RenderMemberOptions = {},
) {
  const api = recordingApi(routes);
  const store = makeTestStore({ fetchFn: api.fetchFn, brand, locale, member });
  const around = (router: ReactNode) => (
    <>
      {router}
      <Toaster />
    </>
  );
  const view = await renderPage(ui, { store, locale, url, path, around });
  return { ...view, api, store };
}
