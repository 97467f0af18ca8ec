import { useT, type MessageKey } from '@onair/i18n';

const STEPS: MessageKey[] = ['channel.streamKey.step1', 'channel.streamKey.step2', 'channel.streamKey.step3'];

/**
 * A first-time streamer has the server and the key but not where they go: the three steps in OBS
 * (its custom service, the two fields, Start Streaming) and where the page then shows they are live.
 */
export function GoLiveSteps() {
  const t = useT();
  return (
    <section aria-labelledby="go-live-steps-heading" className="flex flex-col gap-2 rounded bg-bg/40 p-3">
      <h3 id="go-live-steps-heading" className="text-sm font-semibold text-text">
        {t('channel.streamKey.stepsTitle')}
      </h3>
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted">
        {STEPS.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </section>
  );
}
