import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Link, useLocation } from 'react-router';
import { personalAuthPath } from '@onair/auth/gates';
import { useT } from '@onair/i18n';
import { useApiMessage } from '@onair/i18n/api-messages';
import { selectProfile, useAppSelector, useMembersOnly } from '@onair/store';
import { Button, TextInput, useGuardedSubmit } from '@onair/ui';
import type { LiveRefusal } from './use-live-auth';

// The door's panels, loaded only for a room that has a door (LiveGate): their form and the API's
// refusal texts would otherwise come with every open room's first load.

const SHOP_PATH = '/luv/shop';

type GatePanelProps = {
  refusal: LiveRefusal;
  busy: boolean;
  enter: (entry: { option: 'password' | 'pass'; password?: string }) => Promise<void>;
};

/** The adult panel, or the password panel, as the room's refusal says. */
export function GatePanel({ refusal, busy, enter }: GatePanelProps) {
  return refusal.code === 'ADULT_ONLY' ? (
    <AdultPanel refusal={refusal} />
  ) : (
    <PasswordPanel refusal={refusal} busy={busy} enter={enter} />
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

function PasswordPanel({ refusal, busy, enter }: GatePanelProps) {
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
  const guarded = useGuardedSubmit(handleSubmit, submit);
  return (
    <>
      <h1 id="live-gate-title" className="text-lg font-bold text-text">
        {t('live.gate.passwordTitle')}
      </h1>
      <p className="text-sm text-muted">{t('live.gate.passwordText')}</p>
      <form onSubmit={guarded.submit} className="flex flex-col gap-3 text-left">
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
