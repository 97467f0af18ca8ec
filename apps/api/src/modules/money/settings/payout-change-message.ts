import { BANKS } from '@onair/contracts';
import type { Database } from '@onair/db';
import { sendServiceMessage } from '../../messages/index';
import { maskAccount } from '../withdrawals/withdrawal-view';
import { koreanMinute } from './payout-rules';

type Change = { memberId: number; bankCode: string; bankAccount: string; at: Date; usableFrom: Date; firstAccount: boolean };

/**
 * Tells the member in their message box that the payout account was registered or changed: when, to
 * which bank and masked number, and from when withdrawals go there. Someone who took over the
 * session learns nothing new from it, and the member learns at once if it was not them.
 */
export async function sendPayoutChangeMessage(db: Pick<Database, 'insert'>, change: Change): Promise<void> {
  const bank = BANKS.find((entry) => entry.code === change.bankCode)?.name ?? change.bankCode;
  const account = `${bank} ${maskAccount(change.bankAccount)}`;
  const when = koreanMinute(change.at);
  const content = change.firstAccount
    ? `[출금 계좌 등록 안내] ${when}에 출금 계좌가 ${account}(으)로 등록되었습니다. 지금부터 이 계좌로 출금할 수 있습니다.`
    : `[출금 계좌 변경 안내] ${when}에 출금 계좌가 ${account}(으)로 변경되었습니다. 이 계좌로는 ${koreanMinute(change.usableFrom)} 이후 출금할 수 있습니다.`;
  await sendServiceMessage(db, change.memberId, `${content} 본인이 하지 않았다면 즉시 비밀번호를 변경하고 고객센터로 문의해주세요.`);
}
