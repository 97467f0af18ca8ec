import { escapeHtml, htmlPage } from '../html-page';
import { wrongDepositAmount } from './gateway';
import { kst, METHOD_LABELS, STATUS_LABELS, won } from './labels';
import type { Payment } from './payment';
import type { WebhookDelivery } from './webhook-types';

const STYLE = `
body { font: 14px/1.5 system-ui, sans-serif; margin: 16px; color: #191f28; }
.note { color: #6b7684; }
.error { color: #d22030; }
.payment { border: 1px solid #d1d6db; border-radius: 10px; padding: 12px; margin: 12px 0; max-width: 960px; }
.payment h2 { font-size: 16px; margin: 0 0 4px; }
.status { font-weight: 700; }
code { word-break: break-all; }
form { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 8px 0 0; }
button { padding: 6px 10px; border: 1px solid #b0b8c1; border-radius: 6px; background: #f2f4f6; cursor: pointer; }
input[type=number] { width: 90px; padding: 5px; }
table { border-collapse: collapse; font-size: 13px; margin-top: 6px; }
th, td { border: 1px solid #e5e8eb; padding: 2px 6px; text-align: left; }
`;

const button = (action: string, label: string) =>
  `<button type="submit" name="action" value="${action}">${label}</button>`;

function deliveryRows(deliveries: WebhookDelivery[]): string {
  if (deliveries.length === 0) return '<p class="note">보낸 웹훅이 없습니다.</p>';
  const rows = deliveries
    .slice(-10)
    .reverse()
    .map((delivery) => {
      const last = delivery.attempts.at(-1);
      const outcome = last
        ? last.responseStatus === null
          ? escapeHtml(last.error ?? '')
          : String(last.responseStatus)
        : '';
      return `<tr><td>${delivery.deliveryId}</td><td>${delivery.type}</td><td>${delivery.status}</td><td>${delivery.trigger}</td><td>${delivery.state}</td><td>${delivery.attempts.length}</td><td>${outcome}</td><td><code>${escapeHtml(delivery.eventId)}</code></td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>#</th><th>type</th><th>status</th><th>trigger</th><th>state</th><th>attempts</th><th>last answer</th><th>eventId</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function paymentCard(payment: Payment): string {
  const { faults } = payment;
  const account = payment.virtualAccount
    ? `<br>가상계좌: ${escapeHtml(payment.virtualAccount.bank)} <code>${escapeHtml(payment.virtualAccount.accountNumber)}</code>, 기한 ${kst(payment.virtualAccount.dueDate)}`
    : '';
  const deposited = payment.depositedAmount === null ? '' : `, 입금액 ${won(payment.depositedAmount)}`;
  const deposits =
    payment.status === 'WAITING_FOR_DEPOSIT'
      ? `${button('deposit-exact', `입금(정확한 금액) ${won(payment.amount)}`)}${button('deposit-wrong', `입금(잘못된 금액) ${won(wrongDepositAmount(payment.amount))}`)}`
      : '';
  return `<section class="payment">
<h2>${escapeHtml(payment.orderName)} · ${won(payment.amount)} · ${METHOD_LABELS[payment.method]}</h2>
<div>상태 <span class="status">${STATUS_LABELS[payment.status]} (${payment.status})</span>${deposited}${payment.failure ? `, 실패 <code>${escapeHtml(payment.failure.code)}</code>` : ''}${account}</div>
<div class="note">주문 <code>${escapeHtml(payment.orderId)}</code> · 결제 키 <code>${escapeHtml(payment.paymentKey)}</code> · 요청 ${kst(payment.requestedAt)}</div>
<div class="note">웹훅 장애: 두 번 보내기 ${faults.duplicate ? '켜짐' : '꺼짐'} · 보류 ${faults.hold ? '켜짐' : '꺼짐'} · 지연 ${faults.delayMs} ms · 받는 곳 <code>${escapeHtml(payment.webhookUrl ?? '없음')}</code></div>
<form method="post" action="/gateway/admin/payments/${encodeURIComponent(payment.paymentKey)}">
${deposits}${payment.status === 'DONE' ? button('refund', '결제사 직권 환불') : ''}${payment.status === 'READY' ? `<a href="/gateway/checkout/${encodeURIComponent(payment.paymentKey)}">결제창 열기</a>` : ''}
${button(faults.duplicate ? 'duplicate-off' : 'duplicate-on', faults.duplicate ? '두 번 보내기 끄기' : '웹훅 두 번 보내기')}
${button(faults.hold ? 'hold-off' : 'hold-on', faults.hold ? '보류 끄기' : '웹훅 보류(늦게 보내기)')}
${button('release', '보류한 웹훅 보내기')}${button('replay', '마지막 웹훅 다시 보내기')}
<input type="number" name="delayMs" min="0" max="600000" step="100" value="${faults.delayMs}" aria-label="지연 ms">${button('delay', '지연(ms) 설정')}
</form>
${deliveryRows(payment.deliveries)}
</section>`;
}

/** The operator's page: every payment, deposits into virtual accounts, and webhook faults. */
export function renderAdminPage(payments: Payment[], error?: string): string {
  return htmlPage({
    title: '결제 운영자 (샌드박스)',
    style: STYLE,
    body: `<h1>결제 운영자 (샌드박스)</h1>
<p class="note">샌드박스 결제대행사의 결제 목록입니다. 가상계좌 입금과 웹훅 장애(두 번, 보류 후 나중에, 지연, 다시 보내기)를 여기서 일으킵니다. <a href="/gateway/admin">새로고침</a> · <a href="/">샌드박스 홈</a></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}${payments.length === 0 ? '<p>아직 결제가 없습니다.</p>' : payments.map(paymentCard).join('\n')}`,
  });
}
