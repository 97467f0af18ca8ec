import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Link, useLocation } from 'react-router';
import { personalAuthPath } from '@onair/auth/gates';
import { useT } from '@onair/i18n';
import { useApiMessage } from '@onair/i18n/api-messages';
import { selectProfile, useAppSelector, useMembersOnly } from '@onair/store';
import { Button, Spinner, TextInput } from '@onair/ui';
import { useLiveAuth, type LiveRefusal } from './use-live-auth';

const SHOP_PATH = '/luv/shop';

type LiveGateProps = {
  channelId: number;
  /** The room, once the viewer may watch it, with live-Auth's ticket for the chat. */
  children: (ticket: string | null) => ReactNode;
};

/**
 * The door of an adult or password room (docs/live-rooms.md): an open room passes straight
 * through; an adult room shows the adult panel until the viewer is a verified adult; a password
 * room asks for its password or a room pass.
 */
export function LiveGate({ channelId, children }: LiveGateProps) {
  const t = useT();
  const { state, busy, enter } = useLiveAuth(channelId);

  if (state.kind === 'granted') return <>{children(state.ticket)}</>;
  if (state.kind === 'checking') {
    return (
      <div role="status" aria-label={t('common.loading')} className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
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
      {state.refusal.code === 'ADULT_ONLY' ? (
        <AdultPanel refusal={state.refusal} />
      ) : (
        <PasswordPanel refusal={state.refusal} busy={busy} enter={enter} />
      )}
    </section>
  );
}

function AdultPanel({ refusal }: { refusal: LiveRefusal }) {
  const t = useT();
  const apiMessage = useApiMessage();
  const profile = useAppSelector(selectProfile);
  const location = useLocation();
  const membersOnly = useMembersOnly();
  return (
    <>
      <p
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-danger/15 text-xl font-extrabold text-danger"
      >
        19
      </p>
      <h1 id="live-gate-title" className="text-lg font-bold text-text">
        {t('live.gate.adultTitle')}
      </h1>
      <p className="text-sm text-muted">
        {refusal.said ? apiMessage(refusal.said, t('live.gate.adultText')) : t('live.gate.adultText')}
      </p>
      {profile ? (
        <Link
          to={personalAuthPath(`${location.pathname}${location.search}`)}
          className="rounded bg-accent px-4 py-2 text-sm font-semibold text-accent-contrast hover:opacity-90"
        >
          {t('live.gate.verify')}
        </Link>
      ) : (
        <Button onClick={() => membersOnly()}>{t('nav.login')}</Button>
      )}
    </>
  );
}

// A password is needed to try one; the room's own check is the API's (its refusal shows at the field).
const passwordResolver = valibotResolver(v.object({ password: v.pipe(v.string(), v.nonEmpty()) }));

type PasswordPanelProps = {
  refusal: LiveRefusal;
  busy: boolean;
  enter: (entry: { option: 'password' | 'pass'; password?: string }) => Promise<void>;
};

function PasswordPanel({ refusal, busy, enter }: PasswordPanelProps) {
  const t = useT();
  const apiMessage = useApiMessage();
  const profile = useAppSelector(selectProfile);
  const { register, handleSubmit, control } = useForm<{ password: string }>({
    defaultValues: { password: '' },
    resolver: passwordResolver,
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'password' });
  // The first answer only says the room has a password; what came after a try is worth showing.
  const [tried, setTried] = useState(false);
  const submit = async (entry: { password: string }) => {
    setTried(true);
    await enter({ option: 'password', password: entry.password });
  };
  const usePass = () => {
    setTried(true);
    void enter({ option: 'pass' });
  };
  return (
    <>
      <h1 id="live-gate-title" className="text-lg font-bold text-text">
        {t('live.gate.passwordTitle')}
      </h1>
      <p className="text-sm text-muted">{t('live.gate.passwordText')}</p>
      <form onSubmit={handleSubmit(submit)} className="flex flex-col gap-3 text-left">
        <TextInput
          label={t('live.gate.password')}
          type="password"
          autoComplete="off"
          {...register('password')}
          error={
            tried && refusal.code !== 'PASS_REQUIRED' && refusal.said
              ? apiMessage(refusal.said, t('channel.failed'))
              : undefined
          }
        />
        <Button type="submit" loading={busy} disabled={password.length === 0}>
          {t('live.gate.enter')}
        </Button>
      </form>
      {profile && (
        <div className="flex flex-col gap-2 border-t border-border pt-4 text-sm">
          <p className="text-muted">{t('live.gate.passOffer')}</p>
          <Button variant="secondary" onClick={usePass} disabled={busy}>
            {t('live.gate.usePass')}
          </Button>
          {tried && refusal.code === 'PASS_REQUIRED' && (
            <p role="alert" className="text-danger">
              {refusal.said && apiMessage(refusal.said, t('channel.failed'))}{' '}
              <Link to={SHOP_PATH} className="underline">
                {t('live.gate.buyPass')}
              </Link>
            </p>
          )}
        </div>
      )}
    </>
  );
}
