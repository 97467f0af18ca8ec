import { useId } from 'react';
import { useIntl } from 'react-intl';
import { STREAM_HEALTH_LIMITS, type MyStreamHealth, type StreamHealthWarning } from '@onair/contracts';
import { useT } from '@onair/i18n';

const LIMITS = STREAM_HEALTH_LIMITS;

/** Each warning's words, with the limit it names (docs/media.md, "Stream health"). */
const WARNING_VALUES: Record<StreamHealthWarning, Record<string, string | number>> = {
  noVideo: {},
  keyframeInterval: { max: LIMITS.maxKeyframeIntervalSeconds },
  lowFps: { min: LIMITS.minFps },
  lowBitrate: { min: LIMITS.minBitrateKbps },
  highBitrate: { max: LIMITS.maxBitrateKbps },
  videoCodec: {},
  audioCodec: {},
  noAudio: {},
  resolution: { max: `${LIMITS.maxWidth}x${LIMITS.maxHeight}` },
  droppedFrames: {},
  lagging: { max: LIMITS.maxLagSeconds },
};

/** Which rows a warning is about: they are marked too, so the streamer sees the number behind it. */
const ROW_OF: Partial<Record<StreamHealthWarning, string>> = {
  keyframeInterval: 'keyframe',
  lowFps: 'fps',
  lowBitrate: 'bitrate',
  highBitrate: 'bitrate',
  videoCodec: 'videoCodec',
  audioCodec: 'audioCodec',
  resolution: 'resolution',
  droppedFrames: 'dropped',
  lagging: 'lag',
};

/**
 * The stream as the media node measures it, for the streamer on their live page: the figures, and
 * what is outside the recommended range as warnings (role="alert" when they appear, so a screen
 * reader hears a new problem without watching the panel).
 */
export function StreamHealthView({ report, className = '' }: { report: MyStreamHealth; className?: string }) {
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const health = report.health;
  const number = (value: number, digits = 0) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const flagged = new Set(report.warnings.map((warning) => ROW_OF[warning]).filter(Boolean));
  const rows: { id: string; label: string; value: string }[] = [];
  if (health) {
    const { video, audio } = health;
    rows.push(
      { id: 'resolution', label: t('live.health.resolution'), value: video ? `${video.width}x${video.height}` : '-' },
      { id: 'fps', label: t('live.health.fps'), value: video ? `${number(video.fps, 1)} fps` : '-' },
      {
        id: 'keyframe',
        label: t('live.health.keyframe'),
        value:
          video?.keyframeIntervalSeconds == null
            ? '-'
            : t('live.health.seconds', { value: number(video.keyframeIntervalSeconds, 1) }),
      },
      { id: 'bitrate', label: t('live.health.bitrate'), value: `${number(health.bitrateKbps)} kbps` },
      { id: 'videoCodec', label: t('live.health.videoCodec'), value: video?.codec.toUpperCase() ?? '-' },
      {
        id: 'audioCodec',
        label: t('live.health.audioCodec'),
        value: audio?.codec.toUpperCase() ?? t('live.health.none'),
      },
      { id: 'dropped', label: t('live.health.dropped'), value: video ? number(video.droppedFrames) : '-' },
      {
        id: 'lag',
        label: t('live.health.lag'),
        value: t('live.health.seconds', { value: number(health.lagSeconds, 1) }),
      },
    );
  }
  return (
    <section aria-labelledby={titleId} className={`rounded bg-surface p-4 ${className}`}>
      <h2 id={titleId} className="text-base font-bold text-text">
        {t('live.health.title')}
      </h2>
      <p className="mt-0.5 text-xs text-muted">{t('live.health.hint')}</p>
      {!health ? (
        <p role="status" className="mt-3 text-sm text-muted">
          {t('live.health.measuring')}
        </p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-4">
            {rows.map((row) => (
              <div key={row.id} className="min-w-0" data-warning={flagged.has(row.id) || undefined}>
                <dt className="text-xs text-muted">{row.label}</dt>
                <dd className={`font-semibold tabular-nums ${flagged.has(row.id) ? 'text-danger' : 'text-text'}`}>
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
          {report.warnings.length > 0 ? (
            <ul
              role="alert"
              className="mt-3 space-y-1 rounded border border-danger/60 bg-danger/10 px-3 py-2 text-sm text-text"
            >
              {report.warnings.map((warning) => (
                <li key={warning}>{t(`live.health.warn.${warning}`, WARNING_VALUES[warning])}</li>
              ))}
            </ul>
          ) : (
            <p role="status" className="mt-3 text-sm text-success">
              {t('live.health.good')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
