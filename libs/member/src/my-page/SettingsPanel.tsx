import { Link } from 'react-router';
import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { Button, Checkbox, notify, Panel, QueryState } from '@onair/ui';
import { useBrowserPush } from '../notifications/use-browser-push';
import { MEMBER_PATHS } from '../nav/paths';
import { useApiErrorText } from '../shared/use-api-error-text';

type SettingName = 'allowMessages' | 'notifyLive';

/**
 * The member's switches, saved as soon as one is flipped; accepting messages only where the brand has
 * them. At the bottom, quietly, the way out: 회원 탈퇴 (/my/expire).
 */
export function SettingsPanel() {
  const t = useT();
  const brand = useBrand();
  const errorText = useApiErrorText();
  const query = myApi.useMySettingQuery();
  const [save, { isLoading }] = myApi.useMyUpdateSettingMutation();

  const push = useBrowserPush();

  const enablePush = async () => {
    const state = await push.enable().catch(() => 'failed' as const);
    if (state === 'on') notify.success(t('member.my.pushEnabled'));
    else if (state === 'denied') notify.error(t('member.my.pushDenied'));
    else if (state === 'unsupported' || state === 'failed') notify.error(t('member.my.pushUnsupported'));
  };

  const flip = async (name: SettingName, on: boolean) => {
    const result = await save({ body: { [name]: on } });
    if (result.error) notify.error(errorText(result.error));
    else notify.success(t('member.my.settingSaved'));
  };

  return (
    <Panel title={t('member.my.settings')}>
      <QueryState query={query}>
        {(setting) => (
          <div className="flex flex-col gap-3">
            {isFeatureOn(brand, 'messages') && (
              <Checkbox
                className="min-h-10"
                label={t('member.my.allowMessages')}
                checked={setting.allowMessages}
                disabled={isLoading}
                onChange={(event) => void flip('allowMessages', event.target.checked)}
              />
            )}
            <Checkbox
              className="min-h-10"
              label={t('member.my.notifyLive')}
              checked={setting.notifyLive}
              disabled={isLoading}
              onChange={(event) => void flip('notifyLive', event.target.checked)}
            />
            {setting.notifyLive && push.state !== 'unsupported' && (
              <div className="flex min-h-10 items-center gap-2 text-sm text-muted">
                {push.state === 'on' ? (
                  <span role="status">{t('member.my.pushEnabled')}</span>
                ) : push.state === 'denied' ? (
                  <span>{t('member.my.pushDenied')}</span>
                ) : (
                  <Button variant="secondary" size="sm" onClick={() => void enablePush()}>
                    {t('member.my.pushEnable')}
                  </Button>
                )}
              </div>
            )}
          </div>
        )}
      </QueryState>
      <div className="mt-3 flex justify-end border-t border-border pt-2">
        <Link
          to={MEMBER_PATHS.expire}
          className="inline-flex min-h-10 items-center px-1 text-sm text-muted underline-offset-2 hover:text-danger hover:underline"
        >
          {t('member.my.expire')}
        </Link>
      </div>
    </Panel>
  );
}
