import { useState } from 'react';
import { csApi } from '@onair/api-client';
import { BOARD_WRITE_ACCESS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Checkbox, notify, Panel } from '@onair/ui';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { useFailureText } from '../shared/use-failure-text';

type WriteAccess = (typeof BOARD_WRITE_ACCESS)[number];
type Rules = { writeAccess: WriteAccess; commentsEnabled: boolean };

/** The form, started from what is stored; saving sends both settings. */
function BoardSettingsForm({ channelId, stored }: { channelId: number; stored: Rules }) {
  const t = useT();
  const failureText = useFailureText();
  const [rules, setRules] = useState(stored);
  const [update, updating] = csApi.useBoardSettingUpdateMutation();
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void update({ body: { channelId, ...rules } })
          .unwrap()
          .then(() => notify.success(t('studio.board.saved')))
          .catch((failure: unknown) => notify.error(failureText(failure)));
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-text">{t('studio.board.writeAccess')}</legend>
        {BOARD_WRITE_ACCESS.map((access) => (
          <label key={access} className="flex cursor-pointer items-start gap-2 text-sm text-text">
            <input
              type="radio"
              name="writeAccess"
              className="mt-0.5 accent-accent"
              value={access}
              checked={rules.writeAccess === access}
              onChange={() => setRules((now) => ({ ...now, writeAccess: access }))}
            />
            <span>{t(`studio.board.writeAccess.${access}`)}</span>
          </label>
        ))}
      </fieldset>
      <Checkbox
        label={t('studio.board.commentsEnabled')}
        checked={rules.commentsEnabled}
        onChange={(event) => setRules((now) => ({ ...now, commentsEnabled: event.target.checked }))}
      />
      <div>
        <Button type="submit" loading={updating.isLoading}>
          {t('studio.board.save')}
        </Button>
      </div>
    </form>
  );
}

/** The channel board's settings (게시판 설정): who may write posts, and whether members may comment. */
export function BoardSettingsPanel({ channelId }: { channelId: number }) {
  const t = useT();
  const { data, isLoading, refetch } = csApi.useBoardSettingCheckQuery({ channelId });
  if (isLoading) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  const stored = { writeAccess: data.writeAccess, commentsEnabled: data.commentsEnabled };
  return (
    <Panel title={t('studio.board.title')}>
      <p className="mb-3 text-sm text-muted">{t('studio.board.help')}</p>
      <BoardSettingsForm key={JSON.stringify(stored)} channelId={channelId} stored={stored} />
    </Panel>
  );
}
