import type { SessionProfile } from '../session-slice';

/** A signed-in member as GET /api/auth/me answers. */
export const MEMBER: SessionProfile = {
  memberId: 7,
  loginId: 'viewer01',
  nickname: '라이브팬',
  channelId: null,
  userType: 'V',
  brand: 'onair',
  profile: { PI: false, identityStatus: 0, foreigner: false, adult: false },
};
