import { CHAT_ROOM_EVENT_LIMITS as LIMITS } from '@onair/contracts';
import { refusal } from './chat-refusals';

/**
 * What the user reads when an announcement or a vote request is refused; Korean is the source
 * language. The option count and a vote's length are the schema's to refuse (client-events.ts).
 */
export const ROOM_EVENT_MESSAGES = {
  announcementEmpty: '공지 내용을 입력해주세요.',
  announcementTooLong: `공지는 ${LIMITS.announcementMaxLength}자까지 입력할 수 있습니다.`,
  questionEmpty: '투표 질문을 입력해주세요.',
  questionTooLong: `투표 질문은 ${LIMITS.questionMaxLength}자까지 입력할 수 있습니다.`,
  optionLength: `투표 항목은 1자에서 ${LIMITS.optionMaxLength}자까지 입력할 수 있습니다.`,
  voteInProgress: '진행 중인 투표가 있습니다. 투표를 마감한 후 다시 시도해주세요.',
  voteClosed: '종료된 투표입니다.',
  alreadyVoted: '이미 투표에 참여했습니다.',
} as const;

export const ROOM_EVENT_REFUSALS = {
  announcementEmpty: () => refusal('EMPTY', ROOM_EVENT_MESSAGES.announcementEmpty),
  announcementTooLong: () => refusal('TOO_LONG', ROOM_EVENT_MESSAGES.announcementTooLong),
  questionEmpty: () => refusal('EMPTY', ROOM_EVENT_MESSAGES.questionEmpty),
  questionTooLong: () => refusal('TOO_LONG', ROOM_EVENT_MESSAGES.questionTooLong),
  optionLength: () => refusal('INVALID_REQUEST', ROOM_EVENT_MESSAGES.optionLength),
  voteInProgress: () => refusal('VOTE_IN_PROGRESS', ROOM_EVENT_MESSAGES.voteInProgress),
  voteClosed: () => refusal('VOTE_CLOSED', ROOM_EVENT_MESSAGES.voteClosed),
  alreadyVoted: () => refusal('ALREADY_VOTED', ROOM_EVENT_MESSAGES.alreadyVoted),
};
