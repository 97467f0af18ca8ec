/**
 * The service worker every brand serves at /service-worker.js. It only takes control, so the app
 * is installable; it caches nothing, because a stale API answer or app shell is worse than none.
 */
export const SERVICE_WORKER_SOURCE = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
`;
