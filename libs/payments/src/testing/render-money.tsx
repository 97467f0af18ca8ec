import type { ReactElement, ReactNode } from 'react';
import { jest } from '@jest/globals';
import type { BrandCode, Locale } from '@onair/contracts';
import type { SessionProfile } from '@onair/store';
import { MEMBER, makeTestStore, recordingApi, renderPage, type FakeRoute } from '@onair/store/testing';
import { Toaster } from '@onair/ui';
import { GatewayHandoffContext, type GatewayHandoff } from '../shop/gateway-handoff';

export type RenderMoneyOptions = {
  routes?: Record<string, FakeRoute>;
  brand?: BrandCode;
  locale?: Locale;
  /** The signed-in member; null for a visitor. */
  member?: SessionProfile | null;
  /** Where the memory router starts. */
  url?: string;
};

/**
 * A real store whose fetch is the fake API (recording every URL and Idempotency-Key), the real
 * bundle of the locale, a memory router, the toaster, and a recorder in place of leaving for the gateway.
 */
export async function renderMoney(
  ui: ReactElement,
  { routes = {}, brand, locale = 'ko', member, url }: RenderMoneyOptions = {},
) {
  const api = recordingApi(routes);
  const store = makeTestStore({ fetchFn: api.fetchFn, brand, locale, member });
  const handoff = jest.fn<GatewayHandoff>();
  const around = (router: ReactNode) => (
    <GatewayHandoffContext.Provider value={handoff}>
      {router}
      <Toaster />
    </GatewayHandoffContext.Provider>
  );
  const view = await renderPage(ui, { store, locale, url, around });
  return { ...view, api, store, handoff };
}

/** A member who owns a channel (a streamer). */
export const STREAMER: SessionProfile = { ...MEMBER, loginId: 'streamer01', nickname: '방송인', channelId: 42 };
