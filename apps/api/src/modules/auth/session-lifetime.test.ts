import { eq } from 'drizzle-orm';
import { COOKIE_NAMES } from '@onair/contracts';
import { refreshTokens } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { hashPassword } from '../../platform/passwords/passwords';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { SESSION_LIFETIMES } from '../../platform/sessions/session-lifetimes';
import { cookiesOf, refreshTokenOf, refreshWith, signIn } from './testing/session-helpers';
import { sha256Hex } from '../../platform/secrets';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseTargets())('session lifetimes on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { hashDemoPasswords: hashPassword });
  });
  afterAll(() => api.close());

  const rowOf = async (token: string) => {
    const [row] = await api.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(token)));
    if (!row) throw new Error('no such refresh token');
    return row;
  };

  test('keep-login: 30 days from each refresh, within a family that ends 90 days after sign-in', async () => {
    const token = refreshTokenOf(await signIn(api, { loginKeep: true }));
    const row = await rowOf(token);
    expect(row.keep).toBe(true);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(row.familyExpiresAt.getTime() - Date.now()).toBeGreaterThan(90 * DAY_MS - 60_000);
    expect(row.familyExpiresAt.getTime() - Date.now()).toBeLessThanOrEqual(90 * DAY_MS);
  });

  test('a refresh never extends the session past the family maximum', async () => {
    const token = refreshTokenOf(await signIn(api, { loginKeep: true }));
    const familyEnd = new Date(Date.now() + 3_600_000);
    await api.database.db.update(refreshTokens).set({ familyExpiresAt: familyEnd }).where(eq(refreshTokens.tokenHash, sha256Hex(token)));
    const refreshed = await refreshWith(api, token);
    expect(refreshed.body.msg).toBe('ok');
    expect((await rowOf(refreshTokenOf(refreshed))).expiresAt.getTime()).toBe(familyEnd.getTime());
    const maxAge = Number(cookiesOf(refreshed)[COOKIE_NAMES.refreshToken]?.attributes['max-age']);
    expect(maxAge).toBeGreaterThan(3_500);
    expect(maxAge).toBeLessThanOrEqual(3_600);
  });

  test('past the family maximum the token no longer refreshes', async () => {
    const token = refreshTokenOf(await signIn(api, { loginKeep: true }));
    await api.database.db.update(refreshTokens).set({ familyExpiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.tokenHash, sha256Hex(token)));
    expect((await refreshWith(api, token)).body.msg).toBe('ERROR');
  });

  test('without keep-login the refresh token lives 1 day and refreshed cookies stay session cookies', async () => {
    const token = refreshTokenOf(await signIn(api));
    const row = await rowOf(token);
    expect(row.keep).toBe(false);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(SESSION_LIFETIMES.sessionRefreshSeconds * 1000);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    const refreshed = await refreshWith(api, token);
    for (const cookie of Object.values(cookiesOf(refreshed))) expect(cookie.attributes['max-age']).toBeUndefined();
  });

  test('an expired refresh token answers ERROR', async () => {
    const token = refreshTokenOf(await signIn(api));
    await api.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.tokenHash, sha256Hex(token)));
    expect((await refreshWith(api, token)).body).toEqual({ msg: 'ERROR', access_token: '' });
  });
});
