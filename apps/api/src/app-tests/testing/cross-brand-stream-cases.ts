// The cross-brand cases of the streams module's newer routes (recordings, clips, the creator studio,
// stream health), split from cross-brand-cases.ts; the same rules, the same world.
import type { CrossBrandCase } from './cross-brand-cases';

export const STREAM_CROSS_BRAND_CASES: Record<string, CrossBrandCase> = {
  // The creator studio: owner-only, and another brand's channel is not found, as a missing one.
  'GET /api/my/studio/{channelId}/live path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/my/studio/{channelId}/broadcasts path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/my/studio/{channelId}/analytics path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId }, query: { days: 7 } }],
  },
  'GET /api/my/studio/{channelId}/overlay path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'PUT /api/my/studio/{channelId}/overlay path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [
      {
        params: { channelId: foreign.owner.channelId },
        body: {
          position: 'top',
          accentColour: '#ff5a5f',
          textColour: '#ffffff',
          minAlertAmount: 0,
          sound: true,
          speech: false,
          showChat: false,
          goalAmount: 0,
          goalTitle: '',
        },
      },
    ],
  },
  'POST /api/my/studio/{channelId}/overlay/secret path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'POST /api/my/studio/{channelId}/overlay/test path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId }, body: { kind: 'gift' } }],
  },
  // The studio's managers, ban list and room password: another brand's channel is not found; another
  // brand's member is not a manager or sanctioned in the caller's own channel, as a missing one.
  'GET /api/my/studio/{channelId}/managers path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'POST /api/my/studio/{channelId}/managers path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId }, body: { member: foreign.fan.loginId } }],
  },
  'DELETE /api/my/studio/{channelId}/managers/{memberId} path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId, memberId: foreign.fan.memberId } }],
  },
  'DELETE /api/my/studio/{channelId}/managers/{memberId} path:memberId': {
    as: 'owner',
    requests: ({ home, foreign }) => [{ params: { channelId: home.owner.channelId, memberId: foreign.fan.memberId } }],
  },
  'GET /api/my/studio/{channelId}/sanctions path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'DELETE /api/my/studio/{channelId}/sanctions/{memberId}/{lift} path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [
      { params: { channelId: foreign.owner.channelId, memberId: foreign.fan.memberId, lift: 'ban' } },
    ],
  },
  'DELETE /api/my/studio/{channelId}/sanctions/{memberId}/{lift} path:memberId': {
    as: 'owner',
    requests: ({ home, foreign }) => [
      { params: { channelId: home.owner.channelId, memberId: foreign.fan.memberId, lift: 'ban' } },
      { params: { channelId: home.owner.channelId, memberId: foreign.fan.memberId, lift: 'mute' } },
    ],
  },
  'GET /api/my/studio/{channelId}/room-password path:channelId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/recorded-stream-list query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/my/recorded-stream-list query:channelId': {
    as: 'operator',
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/my/stream-health query:channelId': {
    as: 'operator',
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/recorded-stream/{recordedStreamId} path:recordedStreamId': {
    requests: ({ foreign }) => [{ params: { recordedStreamId: foreign.recordedStreamId } }],
  },
  'GET /api/guest/recorded-stream/{recordedStreamId}/chat path:recordedStreamId': {
    requests: ({ foreign }) => [{ params: { recordedStreamId: foreign.recordedStreamId }, query: { fromMs: 0 } }],
  },
  'PATCH /api/my/recorded-stream/{recordedStreamId} path:recordedStreamId': {
    as: 'owner',
    requests: ({ foreign }) => [
      { params: { recordedStreamId: foreign.recordedStreamId }, body: { title: '남의 다시보기' } },
      { params: { recordedStreamId: foreign.recordedStreamId }, body: { hidden: true } },
    ],
  },
  'DELETE /api/my/recorded-stream/{recordedStreamId} path:recordedStreamId': {
    as: 'operator',
    requests: ({ foreign }) => [{ params: { recordedStreamId: foreign.recordedStreamId } }],
  },
  'GET /api/guest/clip-list query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'POST /api/my/clip body:channelId': {
    requests: ({ foreign }) => [
      { body: { channelId: foreign.owner.channelId, title: '남의 방송', durationSeconds: 10 } },
    ],
  },
  'POST /api/my/clip body:recordedStreamId': {
    requests: ({ foreign }) => [
      { body: { recordedStreamId: foreign.recordedStreamId, title: '남의 다시보기', durationSeconds: 10 } },
    ],
  },
  'GET /api/guest/clip/{clipId} path:clipId': {
    requests: ({ foreign }) => [{ params: { clipId: foreign.clipId } }],
  },
  'POST /api/guest/clip/{clipId}/view path:clipId': {
    requests: ({ foreign }) => [{ params: { clipId: foreign.clipId } }],
  },
  'DELETE /api/my/clip/{clipId} path:clipId': {
    as: 'owner',
    requests: ({ foreign }) => [{ params: { clipId: foreign.clipId } }],
  },
};
