import { randomBytes } from 'node:crypto';
import type { UserType } from '@onair/contracts';
import { members } from '@onair/db';
import { accessTokens } from '../../sessions/access-tokens';
import type { TestApi } from '../../../testing/test-api';

/**
 * A member of onair (or another brand, whose site code the headers then carry) with the given user type, signed in by a Bearer token (what the native app
 * sends). Inserted directly: these tests are about maintenance, not sign-in.
 */
export async function bearerMember(
  api: TestApi,
  userType: UserType,
  brand: 'onair' | 'mint' = 'onair',
): Promise<{ memberId: number; headers: Record<string, string> }> {
  const suffix = randomBytes(4).toString('hex');
  const loginId = `mt${userType.toLowerCase()}${suffix}`;
  const [row] = await api.database.db
    .insert(members)
    .values({ loginId, nickname: `n${suffix}`, brand, userType })
    .returning({ memberId: members.memberId });
  if (!row) throw new Error('member not inserted');
  const token = await accessTokens(api.settings.tokenSecret).sign({
    memberId: row.memberId,
    loginId,
    userType,
    brand,
  });
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (brand !== 'onair') headers['x-site-code'] = brand;
  return { memberId: row.memberId, headers };
}

const minutes = (count: number) => count * 60_000;

/** A window around now (active) or ahead of now (scheduled), as the operator route takes it. */
export const windowFromNow = (startMinutes: number, endMinutes: number, reason?: string) => ({
  startAt: new Date(Date.now() + minutes(startMinutes)).toISOString(),
  endAt: new Date(Date.now() + minutes(endMinutes)).toISOString(),
  ...(reason === undefined ? {} : { reason }),
});
