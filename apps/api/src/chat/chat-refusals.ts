import { getBrand } from '@onair/brand';
import { AUTH_MESSAGES, type BrandCode } from '@onair/contracts';
import type { Ack, ChatRefusalCode } from './chat-protocol';
import { CHAT_LIMITS } from './chat-limits';

/** What the user reads when the server will not take a chat request; Korean is the source language. */
export const CHAT_MESSAGES = {
  invalid: '잘못된 요청입니다.',
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
  muted: '채팅 금지 상태입니다. 잠시 후 다시 시도해주세요.',
  banned: '이 채팅방에서 차단되어 입장할 수 없습니다.',
  kicked: '채팅방에서 강제 퇴장되어 잠시 동안 입장할 수 없습니다.',
  forbidden: '권한이 없습니다.',
  unavailable: '채팅을 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

export type ChatRefusal = { ok: false; code: ChatRefusalCode; message: string };

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
  frozen: (brand: BrandCode) => refusal('FROZEN', CHAT_MESSAGES.frozen.replace('{streamerTitle}', getBrand(brand).streamerTitle.ko)),
  muted: () => refusal('MUTED', CHAT_MESSAGES.muted),
  banned: () => refusal('BANNED', CHAT_MESSAGES.banned),
  kicked: () => refusal('KICKED', CHAT_MESSAGES.kicked),
  forbidden: () => refusal('FORBIDDEN', CHAT_MESSAGES.forbidden),
  unavailable: () => refusal('UNAVAILABLE', CHAT_MESSAGES.unavailable),
} satisfies Record<string, (brand: BrandCode) => Ack>;

/** Thrown inside a handler to answer with a refusal; anything else thrown answers UNAVAILABLE. */
export class ChatRefused extends Error {
  constructor(readonly answer: ChatRefusal) {
    super(answer.message);
  }
}
