// The streams module's public surface: the rest of the API imports it from here only.
export { streamsPlugin } from './streams-plugin';
export type { ChannelEventBus, ChannelStatusEvent } from './channel-events';
export { seedDemoStreamKeys } from './demo-stream-key';
export { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from './media-routes';
export { channelStreamUrl, type MediaUrls } from './stream-urls';
export { visibilityChange } from './recorded-stream-query';
export { takedownEffects, type TakedownEffects } from './takedown-effects';
