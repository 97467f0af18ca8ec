import { eq } from 'drizzle-orm';
import { members } from '@onair/db';
import { newMember, type MoneyApi, type TestMember } from '../../money/testing/money-test-kit';
import { hashPassword } from '../../../platform/passwords/passwords';

export const EXPIRE_TEST_PASSWORD = 'expire12!';

/** A member of the money kit who also has a password, as a member who signed up with an ID has. */
export async function memberWithPassword(api: MoneyApi, options: Parameters<typeof newMember>[1] = {}) {
  const member = await newMember(api, options);
  await api.database.db
    .update(members)
    .set({ passwordHash: await hashPassword(EXPIRE_TEST_PASSWORD) })
    .where(eq(members.memberId, member.memberId));
  return member;
}

/** POST /api/auth/expire as the member's own browser would send it. */
export const expire = (api: MoneyApi, member: TestMember, password = EXPIRE_TEST_PASSWORD) =>
  api.call('POST', '/api/auth/expire', { body: { loginId: member.loginId, password }, headers: member.headers });
