/**
 * The service worker every brand serves at /service-worker.js. It takes control, so the app is
 * installable, and shows Web Push notifications (a followed channel went live) with every page
 * closed; a click opens the page the push names (the live page), in a tab of the site if one is
 * open. It caches nothing, because a stale API answer or app shell is worse than none.
 */
export const SERVICE_WORKER_SOURCE = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (error) {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(message.title || self.location.hostname, {
      body: message.body || '',
      tag: message.tag || undefined,
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === target && 'focus' in client) return client.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});
`;
