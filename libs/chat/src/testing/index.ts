// Test helpers for projects that test the live room: import from '@onair/chat/testing'.
export { startFakeChatServer, until, type FakeChatServer } from './fake-chat-server';
export { liveRegionsAnnouncing } from './live-regions';
