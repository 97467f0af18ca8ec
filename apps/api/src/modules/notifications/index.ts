// The notifications module's public surface: the rest of the API imports it from here only.
export { notificationsPlugin } from './notification-routes';
export { pushSender, type PushPayload } from './push-sender';
