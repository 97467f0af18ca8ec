import { luvApi, myApi } from '@onair/api-client';
import { FeatureGate, MemberGate } from '@onair/auth/gates';
import { streamerTitle } from '@onair/brand';
import { useT } from '@onair/i18n';
import { EmptyState, ErrorState, LoadingState, PageFrame, Panel, QueryState } from '@onair/ui';
import { useMoney } from '../shared/useMoney';
import { BankAccountForm } from './BankAccountForm';
import { ReceivedGifts } from './ReceivedGifts';
import { ReceivedSummary } from './ReceivedSummary';
import { WithdrawalForm } from './WithdrawalForm';
import { WithdrawalList } from './WithdrawalList';

/** /my/earnings: a streamer's received currency, bank account, withdrawal requests and their list. */
export function EarningsPage() {
  const t = useT();
  const money = useMoney();
  const title = streamerTitle(money.brand, money.locale);
  return (
    <FeatureGate flag="withdrawals">
      <MemberGate>
        {(member) => (
          <PageFrame
            title={t('payments.nav.earnings')}
            lead={t('payments.earnings.lead', { currency: money.currency })}
          >
            {member.channelId === null ? (
              <Panel>
                <EmptyState>{t('payments.earnings.streamersOnly', { streamerTitle: title })}</EmptyState>
              </Panel>
            ) : (
              <Earnings />
            )}
          </PageFrame>
        )}
      </MemberGate>
    </FeatureGate>
  );
}

function Earnings() {
  const t = useT();
  const received = luvApi.useLuvReceivedQuery();
  const banks = myApi.useMyBanksQuery();
  return (
    <>
      <ReceivedSummary />
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title={t('payments.withdrawal.title')}>
          {received.isError || banks.isError ? (
            <ErrorState
              onRetry={() => {
                void received.refetch();
                void banks.refetch();
              }}
            />
          ) : received.data && banks.data ? (
            <WithdrawalForm available={received.data.available} hasBank={banks.data.account !== null} />
          ) : (
            <LoadingState />
          )}
        </Panel>
        <Panel title={t('payments.bank.title')}>
          <QueryState query={banks}>{(info) => <BankAccountForm info={info} />}</QueryState>
        </Panel>
      </div>
      <Panel title={t('payments.withdrawal.list')}>
        <WithdrawalList />
      </Panel>
      <Panel title={t('payments.earnings.receivedGifts')}>
        <ReceivedGifts />
      </Panel>
    </>
  );
}
