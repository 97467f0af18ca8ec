import type { AdminMember, UserType } from '@onair/contracts';
import { members } from '@onair/db';
import { inForce } from '../../../platform/sessions/member-restrictions';

/** The columns the console shows of a member, everywhere it shows one. */
export const adminMemberColumns = {
  memberId: members.memberId,
  loginId: members.loginId,
  nickname: members.nickname,
  userType: members.userType,
  phone: members.phone,
  identityStatus: members.identityStatus,
  adult: members.adult,
  foreigner: members.foreigner,
  blocked: members.blocked,
  blockedUntil: members.blockedUntil,
  chatBanned: members.chatBanned,
  chatBannedUntil: members.chatBannedUntil,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
  withdrawnAt: members.withdrawnAt,
};

export type AdminMemberRow = {
  memberId: number;
  loginId: string;
  nickname: string;
  userType: string;
  phone: string | null;
  identityStatus: number;
  adult: boolean;
  foreigner: boolean;
  blocked: boolean;
  blockedUntil: Date | null;
  chatBanned: boolean;
  chatBannedUntil: Date | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  withdrawnAt: Date | null;
};

const restriction = (on: boolean, until: Date | null, now: Date) => {
  const active = inForce(on, until, now);
  return { active, until: active && until ? until.toISOString() : null };
};

export function adminMemberView(row: AdminMemberRow, now: Date): AdminMember {
  return {
    memberId: row.memberId,
    loginId: row.loginId,
    nickname: row.nickname,
    userType: row.userType as UserType,
    phone: row.phone,
    identityStatus: row.identityStatus,
    adult: row.adult,
    foreigner: row.foreigner,
    block: restriction(row.blocked, row.blockedUntil, now),
    chatBan: restriction(row.chatBanned, row.chatBannedUntil, now),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
