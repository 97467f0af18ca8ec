import { getBrand } from '@onair/brand';
import { AUTH_MESSAGES, CHAT_MESSAGES as PROTOCOL_MESSAGES, type BrandCode } from '@onair/contracts';
import type { Ack, ChatRefusalCode } from './chat-protocol';
import { CHAT_LIMITS } from './chat-limits';
import { chatBanText } from '../../platform/sessions/member-restrictions';

/** What the user reads when the server will not take a chat request; Korean is the source language. */
export const CHAT_MESSAGES = {
  invalid: PROTOCOL_MESSAGES.invalidRequest,
  membersOnly: AUTH_MESSAGES.membersOnly,
  roomNotFound: '존재하지 않는 채팅방입니다.',
  notJoined: '채팅방에 입장한 후 이용할 수 있습니다.',
  empty: '채팅 내용을 입력해주세요.',
  tooLong: `채팅은 ${CHAT_LIMITS.maxTextLength}자까지 입력할 수 있습니다.`,
  rateLimited: '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.',
  tooManyJoins: '채팅방 입장 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  tooManyRooms: `한 번에 ${CHAT_LIMITS.maxRoomsPerSocket}개의 채팅방까지 입장할 수 있습니다.`,
  /** {streamerTitle}: what the brand calls a streamer (BJ, 호스트). */
  frozen: '채팅이 얼려져 있어 {streamerTitle}와 매니저만 채팅할 수 있습니다.',
  /** {seconds}: the whole seconds left until the member may send again (at least 1). */
  slowMode: '저속 모드입니다. {seconds}초 후에 다시 채팅할 수 있습니다.',
  followersOnly: '팔로워 전용 채팅입니다. 채널을 팔로우하면 채팅할 수 있습니다.',
  muted: '채팅 금지 상태입니다. 잠시 후 다시 시도해주세요.',
  banned: '이 채팅방에서 차단되어 입장할 수 없습니다.',
  kicked: '채팅방에서 강제 퇴장되어 잠시 동안 입장할 수 없습니다.',
  forbidden: '권한이 없습니다.',
  /** A line to delete that the room does not have (or a gift or notice, which are not deleted). */
  lineNotFound: '존재하지 않는 채팅입니다.',
  unavailable: '채팅을 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

export type ChatRefusal = { ok: false; code: ChatRefusalCode; message: string; retryAfterMs?: number };

export const refusal = (code: ChatRefusalCode, message: string): ChatRefusal => ({ ok: false, code, message });

export const REFUSALS = {
  invalid: () => refusal('INVALID_REQUEST', CHAT_MESSAGES.invalid),
  membersOnly: () => refusal('MEMBERS_ONLY', CHAT_MESSAGES.membersOnly),
  roomNotFound: () => refusal('NOT_FOUND', CHAT_MESSAGES.roomNotFound),
  notJoined: () => refusal('NOT_JOINED', CHAT_MESSAGES.notJoined),
  empty: () => refusal('EMPTY', CHAT_MESSAGES.empty),
  tooLong: () => refusal('TOO_LONG', CHAT_MESSAGES.tooLong),
  rateLimited: () => refusal('RATE_LIMITED', CHAT_MESSAGES.rateLimited),
  tooManyJoins: () => refusal('RATE_LIMITED', CHAT_MESSAGES.tooManyJoins),
  tooManyRooms: () => refusal('INVALID_REQUEST', CHAT_MESSAGES.tooManyRooms),
  frozen: (brand: BrandCode) =>
    refusal('FROZEN', CHAT_MESSAGES.frozen.replace('{streamerTitle}', getBrand(brand).streamerTitle.ko)),
  /** waitMs: how long until the member's next line is taken; the message rounds it up to whole seconds. */
  slowMode: (waitMs: number) => ({
    ...refusal('SLOW_MODE', CHAT_MESSAGES.slowMode.replace('{seconds}', String(Math.max(1, Math.ceil(waitMs / 1000))))),
    retryAfterMs: Math.max(0, Math.ceil(waitMs)),
  }),
  followersOnly: () => refusal('FOLLOWERS_ONLY', CHAT_MESSAGES.followersOnly),
  muted: () => refusal('MUTED', CHAT_MESSAGES.muted),
  chatBanned: (until: Date | null) => refusal('MUTED', chatBanText(until)),
  banned: () => refusal('BANNED', CHAT_MESSAGES.banned),
  kicked: () => refusal('KICKED', CHAT_MESSAGES.kicked),
  forbidden: () => refusal('FORBIDDEN', CHAT_MESSAGES.forbidden),
  lineNotFound: () => refusal('NOT_FOUND', CHAT_MESSAGES.lineNotFound),
  unavailable: () => refusal('UNAVAILABLE', CHAT_MESSAGES.unavailable),
} satisfies Record<string, (...args: never[]) => Ack>;

/** Thrown inside a handler to answer with a refusal; anything else thrown answers UNAVAILABLE. */
export class ChatRefused extends Error {
  constructor(readonly answer: ChatRefusal) {
    super(answer.message);
  }
}
