/** Registers /service-worker.js for the whole site; a failure must never break the page. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => undefined);
}
