// Where the e2e stack listens. Shared by the Playwright config (baseURL of each project) and the global setup.
import { fileURLToPath } from 'node:url';
import type { BrandCode } from '@onair/brand';

/** The repository root, whatever directory Playwright was started from. */
export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The one API every brand's web app talks to (the brand travels in the x-site-code header). */
export const API_PORT = 3900;

/** One `vite preview` of each brand's build, each proxying /api, /v2, /v4 and /socket.io to the API. */
export const WEB_PORTS = { onair: 4901, bellcast: 4902, mint: 4903, nova: 4904 } as const satisfies Record<BrandCode, number>;

/** The sandbox (SMS outbox, identity provider) and its four mock OAuth providers. */
export const SANDBOX_PORT = 3910;
export const SANDBOX_OAUTH_PORTS = { kakao: 3911, google: 3912, twitch: 3913, naver: 3914 } as const;

/** The media app: RTMP ingest, and HLS / HTTP-FLV that the previews pass on under /media. */
export const MEDIA_RTMP_PORT = 3921;
export const MEDIA_HTTP_PORT = 3922;

export const BRAND_CODES = Object.keys(WEB_PORTS) as BrandCode[];

export const apiUrl = () => `http://localhost:${API_PORT}`;
export const sandboxUrl = () => `http://127.0.0.1:${SANDBOX_PORT}`;
export const webUrl = (brand: BrandCode) => `http://localhost:${WEB_PORTS[brand]}`;
export const mediaUrl = () => `http://127.0.0.1:${MEDIA_HTTP_PORT}`;
