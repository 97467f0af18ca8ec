import { refusal } from './chat-refusals';

/** What the user reads when a live-match request is refused; Korean is the source language (a match's length is the schema's to refuse). */
export const LIVE_MATCH_MESSAGES = {
  ownChannel: '자신의 채널에는 라이브 매치를 신청할 수 없습니다.',
  opponentNotFound: '상대 채널을 찾을 수 없습니다.',
  notLive: '두 채널 모두 방송 중일 때만 라이브 매치를 할 수 있습니다.',
  busyMine: '진행 중인 라이브 매치가 있습니다. 매치가 끝난 후 다시 시도해주세요.',
  busyOpponent: '상대 채널이 다른 라이브 매치를 진행 중입니다.',
  matchNotFound: '존재하지 않는 라이브 매치입니다.',
  proposalClosed: '이미 응답했거나 응답 시간이 지난 라이브 매치 신청입니다.',
  matchEnded: '종료된 라이브 매치입니다.',
} as const;

export const LIVE_MATCH_REFUSALS = {
  ownChannel: () => refusal('INVALID_REQUEST', LIVE_MATCH_MESSAGES.ownChannel),
  opponentNotFound: () => refusal('NOT_FOUND', LIVE_MATCH_MESSAGES.opponentNotFound),
  notLive: () => refusal('NOT_LIVE', LIVE_MATCH_MESSAGES.notLive),
  busyMine: () => refusal('MATCH_IN_PROGRESS', LIVE_MATCH_MESSAGES.busyMine),
  busyOpponent: () => refusal('MATCH_IN_PROGRESS', LIVE_MATCH_MESSAGES.busyOpponent),
  matchNotFound: () => refusal('NOT_FOUND', LIVE_MATCH_MESSAGES.matchNotFound),
  proposalClosed: () => refusal('MATCH_CLOSED', LIVE_MATCH_MESSAGES.proposalClosed),
  matchEnded: () => refusal('MATCH_CLOSED', LIVE_MATCH_MESSAGES.matchEnded),
};
