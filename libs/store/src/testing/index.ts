// Test helpers for projects that test against a real store: import from '@onair/store/testing'.
export { fakeApi, FAKE_API_URL, type FakeRoute, type SeenRequest } from './fake-api';
export { MEMBER } from './member';
export { dropConnection, inTurn, pageOf, refuse, reply } from './answers';
export { recordingApi, type RecordingApi } from './recording-api';
export { makeTestStore, resetTestStores, type TestStoreOptions } from './test-store';
export { renderPage, type RenderPageOptions } from './render-page';
