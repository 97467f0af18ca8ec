// Test helpers for projects that test against a real store: import from '@onair/store/testing'.
export { fakeApi, FAKE_API_URL, type FakeRoute, type SeenRequest } from './fake-api';
export { MEMBER } from './member';
