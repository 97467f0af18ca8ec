import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '@onair/i18n';
import { Button, Spinner } from '@onair/ui';
import { LiveStagePlaceholder } from './LiveStagePlaceholder';
import { useLiveAuth } from './use-live-auth';

// The door's panels come only for a room with a door (GatePanel.tsx).
const GatePanel = lazy(async () => ({ default: (await import('./GatePanel')).GatePanel }));

type LiveGateProps = {
  channelId: number;
  /** The room, once the viewer may watch it, with live-Auth's ticket for the chat. */
  children: (ticket: string | null) => ReactNode;
  /** The broadcast's poster, shown on the stage while the door is checked: an open live room's only. */
  poster?: string | null;
};

/**
 * The door of an adult or password room (docs/live-rooms.md): an open room passes straight
 * through; an adult room shows the adult panel until the viewer is a verified adult; a password
 * room asks for its password or a room pass.
 */
export function LiveGate({ channelId, children, poster = null }: LiveGateProps) {
  const t = useT();
  const { state, busy, enter } = useLiveAuth(channelId);

  if (state.kind === 'granted') return <>{children(state.ticket)}</>;
  if (state.kind === 'checking') return <LiveStagePlaceholder poster={poster} />;
  if (state.kind === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center text-muted">
        <p>{t('live.loadError')}</p>
        <Button variant="secondary" onClick={() => void enter()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="live-gate-title"
      className="mx-auto my-10 flex max-w-md flex-col gap-4 rounded bg-surface p-6 text-center"
    >
      <Suspense fallback={<Spinner />}>
        <GatePanel refusal={state.refusal} busy={busy} enter={enter} />
      </Suspense>
    </section>
  );
}
