// Test helpers for projects that test the live room: import from '@onair/chat/testing'.
export { startFakeChatServer, until, type FakeChatServer } from './fakeChatServer';
export { liveRegionsAnnouncing } from './liveRegions';
