import { luvApi } from '@onair/api-client';
import type { MessageKey } from '@onair/i18n';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { Button, notify } from '@onair/ui';
import { readMoneyFailure } from '../shared/money-failure';
import { useMoneyErrorText } from '../shared/use-money-error-text';

type SentGift = luvApi.LuvSentListApiResponse['items'][number];

const REPORT_STATE_KEYS: Record<NonNullable<SentGift['mistakeReport']>['state'], MessageKey> = {
  reported: 'payments.mistakenGift.reported',
  reversed: 'payments.mistakenGift.reversed',
  refused: 'payments.mistakenGift.refused',
};

/**
 * A sent gift's mistake report: its state once made, or, within the brand's window from the gift
 * (10 minutes by default), the button that makes it. Finance decides; the gift comes back only if
 * the recipient has not withdrawn it (docs/money.md, "Mistaken gifts").
 */
export function MistakenGiftAction({ gift, now = Date.now() }: { gift: SentGift; now?: number }) {
  const t = useT();
  const errorText = useMoneyErrorText();
  const { moneyRules } = useBrand();
  const [report, { isLoading }] = luvApi.useReportMistakenGiftMutation();
  if (gift.mistakeReport) {
    return (
      <span className="rounded bg-surface-raised px-2 py-0.5 text-xs font-semibold">
        {t(REPORT_STATE_KEYS[gift.mistakeReport.state])}
      </span>
    );
  }
  if (now - Date.parse(gift.createdAt) > moneyRules.mistakenGiftReportMinutes * 60_000) return null;

  const send = async () => {
    try {
      await report({ giftId: String(gift.giftId) }).unwrap();
      notify.success(t('payments.mistakenGift.sent'));
    } catch (failure) {
      notify.error(errorText(readMoneyFailure(failure)));
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={isLoading} onClick={() => void send()}>
      {t('payments.mistakenGift.report')}
    </Button>
  );
}
