// Where the e2e stack listens. Shared by the Playwright config (baseURL of each project) and the global setup.
import { fileURLToPath } from 'node:url';
import type { BrandCode } from '@onair/brand';

/** The repository root, whatever directory Playwright was started from. */
export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Added to every port below, so two checkouts on one machine can each run the e2e stack
 * (ONAIR_E2E_PORT_OFFSET=100 puts the API on 4000, onair's preview on 5001, ...).
 */
const PORT_OFFSET = Number(process.env.ONAIR_E2E_PORT_OFFSET ?? 0);

/** The one API every brand's web app talks to (the brand travels in the x-site-code header). */
export const API_PORT = 3900 + PORT_OFFSET;

/** One `vite preview` of each brand's build, each proxying /api, /v2, /v4 and /socket.io to the API. */
export const WEB_PORTS = {
  onair: 4901 + PORT_OFFSET,
  bellcast: 4902 + PORT_OFFSET,
  mint: 4903 + PORT_OFFSET,
  nova: 4904 + PORT_OFFSET,
} as const satisfies Record<BrandCode, number>;

/** A `vite preview` of the operator console (apps/admin), proxying /api to the same API. */
export const CONSOLE_PORT = 4905 + PORT_OFFSET;

/** The sandbox (SMS outbox, identity provider) and its four mock OAuth providers. */
export const SANDBOX_PORT = 3910 + PORT_OFFSET;
export const SANDBOX_OAUTH_PORTS = {
  kakao: 3911 + PORT_OFFSET,
  google: 3912 + PORT_OFFSET,
  twitch: 3913 + PORT_OFFSET,
  naver: 3914 + PORT_OFFSET,
} as const;

/** The media app: RTMP ingest, and HLS / HTTP-FLV that the previews pass on under /media. */
export const MEDIA_RTMP_PORT = 3921 + PORT_OFFSET;
export const MEDIA_HTTP_PORT = 3922 + PORT_OFFSET;

export const BRAND_CODES = Object.keys(WEB_PORTS) as BrandCode[];

export const apiUrl = () => `http://localhost:${API_PORT}`;
export const sandboxUrl = () => `http://127.0.0.1:${SANDBOX_PORT}`;
export const webUrl = (brand: BrandCode) => `http://localhost:${WEB_PORTS[brand]}`;
export const consoleUrl = () => `http://localhost:${CONSOLE_PORT}`;
export const mediaUrl = () => `http://127.0.0.1:${MEDIA_HTTP_PORT}`;
