/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { randomBytes } from 'node:crypto';
import { LIVE_AUTH_MESSAGES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';
import { ROOM_PASSWORD_TRY_LIMITS } from './room-password-tries';

const { address: ADDRESS_LIMIT, room: ROOM_LIMIT } = ROOM_PASSWORD_TRY_LIMITS;

/**
 * A guesser who throws away their client-id cookie after every try, as a script would: the limit
 * per viewer alone never stopped them. The address stops one machine; the room stops many.
 */
describe.each(testDatabaseTargets())('guessing a room password on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(() => api.close());

  async function passwordRoom(password: string) {
    const streamer = await newMember(api, { channel: { live: true } });
    const set = await api.call('PUT', '/api/my/room-password', { body: { password }, headers: streamer.headers });
    expect(set.status).toBe(200);
    return streamer.channelId!;
  }
  /** One try by a visitor with a cookie never seen before, from the given address. */
  const tryPassword = (channelId: number, password: string, address: string) =>
    api.call('POST', '/api/guest/live-Auth', {
      body: { channelId, option: 'password', password },
      headers: { cookie: `onair_cid=${randomBytes(5).toString('hex')}`, 'x-forwarded-for': address },
    });
  const tooMany = (message: string, minutes: number) => ({
    status: 429,
    body: expect.objectContaining({ code: 'TOO_MANY_TRIES', message: message.replace('{minutes}', String(minutes)) }),
  });
  const retryAfterOf = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));

  test('a fresh cookie per try is stopped by the address limit; the room limit stops many addresses', async () => {
    const channelId = await passwordRoom('4821');
    const guesser = '198.51.100.7';
    for (let guess = 0; guess < ADDRESS_LIMIT.tries; guess++) {
      expect(await tryPassword(channelId, String(1000 + guess), guesser)).toMatchObject({ status: 403 });
    }
    const stopped = await tryPassword(channelId, '4821', guesser);
    expect(stopped).toMatchObject(tooMany(LIVE_AUTH_MESSAGES.addressTooManyTries, 10));
    expect(retryAfterOf(stopped)).toBeGreaterThan(0);
    expect(retryAfterOf(stopped)).toBeLessThanOrEqual(ADDRESS_LIMIT.windowMs / 1000);

    // Other addresses still try, each once, until the room has had its share of wrong passwords.
    for (let guess = ADDRESS_LIMIT.tries; guess < ROOM_LIMIT.tries; guess++) {
      expect(await tryPassword(channelId, String(1000 + guess), `203.0.113.${guess}`)).toMatchObject({ status: 403 });
    }
    // Then even the right password, from an address never seen, waits: the pause is the room's.
    const roomStopped = await tryPassword(channelId, '4821', '192.0.2.200');
    expect(roomStopped).toMatchObject(tooMany(LIVE_AUTH_MESSAGES.roomTooManyTries, 60));
    expect(retryAfterOf(roomStopped)).toBeGreaterThan(ROOM_LIMIT.windowMs / 1000 - 120);
    expect(retryAfterOf(roomStopped)).toBeLessThanOrEqual(ROOM_LIMIT.windowMs / 1000);

    // Another room is not paused with it, and a right password costs nobody a try.
    const otherRoom = await passwordRoom('7390');
    for (let entry = 0; entry < ADDRESS_LIMIT.tries + 1; entry++) {
      expect(await tryPassword(otherRoom, '7390', '192.0.2.201')).toMatchObject({ status: 200 });
    }
  });
});
