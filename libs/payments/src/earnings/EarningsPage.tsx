import { luvApi, myApi } from '@onair/api-client';
import { FeatureGate, MemberGate } from '@onair/auth/gates';
import { isFeatureOn, serviceDisplayName, streamerTitle } from '@onair/brand';
import { useT } from '@onair/i18n';
import { EmptyState, ErrorState, LoadingState, PageFrame, Panel, QueryState } from '@onair/ui';
import { earningsTitleKey } from '../nav/earnings-title';
import { SupportContact } from '../result/SupportContact';
import { OpenChannelLink } from '../shared/OpenChannelLink';
import { useMoney } from '../shared/use-money';
import { BankAccountForm } from './BankAccountForm';
import { ReceivedGifts } from './ReceivedGifts';
import { ReceivedSummary } from './ReceivedSummary';
import { WithdrawalForm } from './WithdrawalForm';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawalStatements } from './WithdrawalStatements';

/**
 * /my/earnings: what a streamer's channel received (wherever the brand has gifts), and where the
 * brand pays out, the bank account, withdrawal requests and their list. Where it does not, the
 * withdrawal part says so and gives the customer-service contact for settlement (docs/money.md). A member without a channel is led
 * to `openChannelPath`, where they open one.
 */
export function EarningsPage({ openChannelPath }: { openChannelPath: string }) {
  const t = useT();
  const money = useMoney();
  const title = streamerTitle(money.brand, money.locale);
  const withdrawals = isFeatureOn(money.brand, 'withdrawals');
  return (
    <FeatureGate flag="gifts">
      <MemberGate>
        {(member) => (
          <PageFrame
            title={t(earningsTitleKey(money.brand))}
            lead={t(withdrawals ? 'payments.earnings.lead' : 'payments.earnings.leadReceived', {
              currency: money.currency,
            })}
          >
            {member.channelId === null ? (
              <Panel>
                <EmptyState>
                  {t('payments.earnings.streamersOnly', { streamerTitle: title })}
                  <OpenChannelLink to={openChannelPath} />
                </EmptyState>
              </Panel>
            ) : (
              <>
                <ReceivedSummary />
                {withdrawals ? (
                  <Withdrawals />
                ) : (
                  <Panel title={t('payments.withdrawal.title')}>
                    {/* Payouts are settled outside the site: say where a streamer asks about them. */}
                    <p className="text-sm text-muted">
                      {t('payments.earnings.noWithdrawals', {
                        serviceName: serviceDisplayName(money.brand, money.locale),
                      })}
                    </p>
                    <p className="mt-1 text-sm text-muted">{t('payments.earnings.settlementContact')}</p>
                    <div className="mt-3 text-sm">
                      <SupportContact />
                    </div>
                  </Panel>
                )}
                <Panel title={t('payments.earnings.receivedGifts')}>
                  <ReceivedGifts />
                </Panel>
              </>
            )}
          </PageFrame>
        )}
      </MemberGate>
    </FeatureGate>
  );
}

/**
 * The withdrawal part: the request form, the bank account, and the requests made. Until an account
 * is registered the account comes first: on a phone the form that says "register an account first"
 * would otherwise stand above an account form the streamer has to scroll to find.
 */
function Withdrawals() {
  const t = useT();
  const received = luvApi.useLuvReceivedQuery();
  const banks = myApi.useMyBanksQuery();
  const request = (
    <Panel key="request" title={t('payments.withdrawal.title')}>
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
  );
  const account = (
    <Panel key="account" title={t('payments.bank.title')}>
      <QueryState query={banks}>{(info) => <BankAccountForm info={info} />}</QueryState>
    </Panel>
  );
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        {banks.data?.account === null ? [account, request] : [request, account]}
      </div>
      <Panel title={t('payments.withdrawal.list')}>
        <WithdrawalList />
      </Panel>
      <Panel title={t('payments.statement.title')}>
        <WithdrawalStatements />
      </Panel>
    </>
  );
}
