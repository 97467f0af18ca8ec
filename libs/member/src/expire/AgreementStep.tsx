import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { currencyName, isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { itemName } from '@onair/i18n/api-messages';
import { PAYMENT_PATHS } from '@onair/payments/nav';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';
import { Button, Checkbox, Panel } from '@onair/ui';
import type { ExpireSummary } from './use-expire-summary';

/**
 * AGREEMENT: everything the member loses, with the amounts read from the ledger (currency, items,
 * the channel's earnings), then the consent box and 다음. A withdrawal request still pending holds
 * part of the earnings, and the API refuses to withdraw the member meanwhile: the step says so and
 * links to the requests instead of letting them go on.
 */
export function AgreementStep({
  summary,
  agreed,
  onAgree,
  onNext,
}: {
  summary: ExpireSummary;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  onNext: () => void;
}) {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  const currency = currencyName(brand, locale);
  const errorId = useId();
  const [missing, setMissing] = useState(false);
  const gifts = isFeatureOn(brand, 'gifts');
  const withdrawalsOn = isFeatureOn(brand, 'withdrawals');
  const subscriptionsOn = isFeatureOn(brand, 'subscriptions');
  const amount = (value: number) => t('member.expire.lost.amount', { amount: value, currency });
  const items =
    summary.items.length === 0
      ? t('member.expire.lost.none')
      : summary.items
          .map((item) =>
            t('member.expire.lost.itemCount', { name: itemName(t, { currency }, item.itemCode), count: item.quantity }),
          )
          .join(', ');

  const next = () => {
    if (!agreed) return setMissing(true);
    onNext();
  };

  return (
    <div className="flex flex-col gap-5">
      <Panel title={t('member.expire.lost.title')}>
        <dl className="flex flex-col">
          <Lost
            term={t('member.expire.lost.account')}
            value={`${summary.loginId} · ${summary.nickname}`}
            note={t('member.expire.lost.accountNote')}
          />
          <Lost
            term={t('member.expire.lost.currency', { currency })}
            value={amount(summary.currency)}
            note={t('member.expire.lost.currencyNote')}
          />
          <Lost term={t('member.expire.lost.items')} value={items} note={t('member.expire.lost.itemsNote')} />
          {summary.channelName !== null && gifts && (
            <Lost
              term={t('member.expire.lost.earnings')}
              value={amount(summary.earnings)}
              note={t(
                withdrawalsOn ? 'member.expire.lost.earningsNote' : 'member.expire.lost.earningsNoteNoWithdrawals',
              )}
            />
          )}
          <Lost
            term={t('member.expire.lost.follows')}
            value={t('member.expire.lost.channelCount', { count: summary.followingCount })}
            note={t('member.expire.lost.followsNote')}
          />
          {summary.activeSubscriptions !== null && (
            <Lost
              term={t('member.expire.lost.subscriptions')}
              value={t('member.expire.lost.channelCount', { count: summary.activeSubscriptions })}
              note={t('member.expire.lost.subscriptionsNote')}
            />
          )}
          {summary.channelName !== null && (
            <Lost
              term={t('member.expire.lost.channel')}
              value={summary.channelName}
              note={t(subscriptionsOn ? 'member.expire.lost.channelNoteSubscribers' : 'member.expire.lost.channelNote')}
            />
          )}
        </dl>
      </Panel>

      {summary.held > 0 && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded border border-danger/40 bg-danger/10 px-3 py-3 text-sm text-danger"
        >
          <p className="font-medium">{t('member.expire.error.withdrawalPending')}</p>
          <Link
            to={PAYMENT_PATHS.earnings}
            className="inline-flex min-h-10 items-center self-start font-semibold underline"
          >
            {t('member.expire.seeWithdrawals')}
          </Link>
        </div>
      )}

      <div className="flex flex-col gap-1">
        <Checkbox
          className="min-h-10"
          label={t('member.expire.agree')}
          checked={agreed}
          aria-invalid={missing && !agreed ? true : undefined}
          aria-describedby={missing && !agreed ? errorId : undefined}
          onChange={(event) => {
            onAgree(event.target.checked);
            setMissing(false);
          }}
        />
        {missing && !agreed && (
          <p id={errorId} className="text-sm text-danger">
            {t('member.expire.agreeRequired')}
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button onClick={next} disabled={summary.held > 0} className="min-w-24">
          {t('member.expire.next')}
        </Button>
      </div>
    </div>
  );
}

/** One thing lost: what, how much (or which), and what becomes of it. */
function Lost({ term, value, note }: { term: ReactNode; value: ReactNode; note: ReactNode }) {
  return (
    <div className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-b border-border py-3 first:pt-0 last:border-0 last:pb-0">
      <dt className="text-sm font-semibold text-text">{term}</dt>
      <dd className="min-w-0 break-all text-right text-sm font-semibold text-text">{value}</dd>
      <dd className="col-span-2 text-sm text-muted">{note}</dd>
    </div>
  );
}
