import { BRAND_CODES, IDENTITY_STATUS, USER_TYPES, type BrandCode, type Me, type UserType } from '@onair/contracts';
import type { memberRepository } from '../directory/index';

type ProfileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof memberRepository>['profileRow']>>>;

const IDENTITY_VALUES = Object.values(IDENTITY_STATUS) as number[];

/** The stored member as the contract's Me; unexpected stored codes fall back to the plain defaults. */
export function toMe(row: ProfileRow): Me {
  const userType = (USER_TYPES as readonly string[]).includes(row.userType) ? (row.userType as UserType) : 'V';
  const brand = (BRAND_CODES as readonly string[]).includes(row.brand) ? (row.brand as BrandCode) : 'onair';
  const identityStatus = (IDENTITY_VALUES.includes(row.identityStatus) ? row.identityStatus : 0) as Me['profile']['identityStatus'];
  return {
    memberId: row.memberId,
    loginId: row.loginId,
    nickname: row.nickname,
    channelId: row.channelId ?? null,
    userType,
    brand,
    profile: {
      PI: identityStatus === IDENTITY_STATUS.approved,
      identityStatus,
      foreigner: row.foreigner,
      adult: row.adult,
    },
  };
}
