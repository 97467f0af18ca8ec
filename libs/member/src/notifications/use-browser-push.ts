import { useEffect, useState } from 'react';
import { guestApi, myApi } from '@onair/api-client';

/** Where this browser stands on push: unsupported, blocked, not yet asked or subscribed. */
export type BrowserPushState = 'unsupported' | 'denied' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser to Web Push with the server's key and hands the subscription to the API,
 * so a channel going live reaches the member with every page of the site closed. Asking for the
 * permission needs a click: enable() is called from one.
 */
export function useBrowserPush() {
  const [state, setState] = useState<BrowserPushState>(() =>
    !supported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'off',
  );
  const key = guestApi.usePushPublicKeyQuery(undefined, { skip: state === 'unsupported' });
  const [subscribe] = myApi.useMyPushSubscribeMutation();

  useEffect(() => {
    if (!supported()) return;
    void navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((existing) => existing && Notification.permission === 'granted' && setState('on'))
      .catch(() => undefined);
  }, []);

  const enable = async (): Promise<BrowserPushState> => {
    if (!supported()) return 'unsupported';
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      const next = permission === 'denied' ? 'denied' : 'off';
      setState(next);
      return next;
    }
    const publicKey = key.data?.publicKey ?? (await key.refetch().unwrap()).publicKey;
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const json = subscription.toJSON();
    await subscribe({
      body: {
        endpoint: json.endpoint ?? '',
        keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
      },
    }).unwrap();
    setState('on');
    return 'on';
  };

  return { state, enable };
}
