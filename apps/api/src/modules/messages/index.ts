// The messages module's public surface: the rest of the API imports it from here only.
export { messageRoutesPlugin } from './message-routes';
export { messageStore } from './message-store';
export { sendServiceMessage } from './service-message';
