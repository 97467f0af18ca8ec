import type { UserType } from '@onair/contracts';
import type { ChatRole } from './chat-protocol';
import type { RoomInfo } from './room-directory';
import type { RoomState } from './room-state';

/** The member's standing in a room: the channel's owner, an operator (user type O, everywhere), a manager the owner appointed, or a member. */
export function roleIn(member: { memberId: number; userType: UserType }, room: RoomInfo, state: RoomState): ChatRole {
  if (member.memberId === room.ownerMemberId) return 'owner';
  if (member.userType === 'O') return 'operator';
  if (state.managers.has(member.memberId)) return 'manager';
  return 'member';
}

/** Roles that moderate a room, and speak in it while it is frozen. */
export const isModerator = (role: ChatRole) => role !== 'member';

/** Higher ranks can act on lower ones only: a manager cannot kick another manager, nobody can kick the owner. */
const RANK: Record<ChatRole, number> = { member: 0, manager: 1, owner: 2, operator: 3 };

export const outranks = (actor: ChatRole, target: ChatRole) => target !== 'owner' && RANK[actor] > RANK[target];
