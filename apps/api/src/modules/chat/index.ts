// The chat module's public surface: the rest of the API imports it from here only.
export { installChat, type ChatOptions } from './chat-server';
export { UNAUTHORIZED } from './chat-auth';
export { createModerationStore, type ModerationStore } from './moderation-store';
export type { RoomModerationRelay } from './moderation-relay';
