import type { FastifyInstance } from 'fastify';
import { notificationRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { memberOf } from '../../platform/sessions/member-of';
import type { WebPushSettings } from '../../platform/config/vapid-keys';
import { notificationStore } from './notification-store';
import { notifier, type Notifier } from './notifier';
import { pushSender } from './push-sender';
import { remindRenewals } from './renewal-reminders';
import { startRepeatingJob } from '../../platform/repeating-job';

const RENEWAL_REMINDER_EVERY_MS = 10 * 60 * 1000;

/**
 * The bell's notifications and the browser's Web Push subscriptions (docs/notifications.md).
 * Installed after the streams module: it listens to app.channelEvents for channels going live.
 */
export function notificationsPlugin(
  app: FastifyInstance,
  { db, webPush, fetchImpl }: { db: Database; webPush: WebPushSettings | undefined; fetchImpl?: typeof fetch },
) {
  const store = notificationStore(db);
  const notify = notifier(db, webPush ? pushSender(webPush, fetchImpl) : null, app.log);
  app.decorate('notifier', notify);
  const stop = app.channelEvents.subscribe(notify.onChannelStatus);
  const stopReminders = startRepeatingJob(
    () => remindRenewals(db).catch((error: unknown) => app.log.error({ err: error }, 'renewal reminders failed')),
    RENEWAL_REMINDER_EVERY_MS,
  );
  app.addHook('onClose', async () => {
    stop();
    await stopReminders();
    await notify.idle();
  });

  registerRoute(app, notificationRoutes.list, async ({ request }) => store.list(memberOf(request).memberId));

  registerRoute(app, notificationRoutes.markRead, async ({ body, request }) => {
    const { memberId } = memberOf(request);
    await store.markRead(memberId, body.upTo);
    return store.list(memberId);
  });

  registerRoute(app, notificationRoutes.pushKey, async () => ({ publicKey: webPush?.publicKey ?? '' }));

  registerRoute(app, notificationRoutes.subscribe, async ({ body, request }) => {
    await store.subscribe(memberOf(request).memberId, body);
    return { msg: 'ok' as const };
  });

  registerRoute(app, notificationRoutes.unsubscribe, async ({ body, request }) => {
    await store.unsubscribe(memberOf(request).memberId, body.endpoint);
    return { msg: 'ok' as const };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Tells members what happened to them (docs/notifications.md); the messages module reports new
     * messages to it, the boards module replies to comments.
     */
    notifier?: Notifier;
  }
}
