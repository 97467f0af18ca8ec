import type { guestApi } from '@onair/api-client';

type Recording = guestApi.GuestRecordedStreamApiResponse;

/** A recording as GET /api/guest/recorded-stream/{id} answers it (and each item of the list). */
export function recordingOf(overrides: Partial<Recording> = {}): Recording {
  const recordedStreamId = overrides.recordedStreamId ?? 31;
  return {
    recordedStreamId,
    channelId: 1,
    kind: 2,
    title: '신규 기능 소개 생방송',
    startedAt: '2025-08-13T06:00:00.000Z',
    endedAt: '2025-08-13T07:02:05.000Z',
    durationSeconds: 3725,
    stream: { player: 'HLS', provider: 'llh', url: `/media/vod/${recordedStreamId}/index.m3u8` },
    thumbnailUrl: null,
    hidden: false,
    ...overrides,
  };
}
