import { escapeHtml, htmlPage } from '../html-page';
import { kst, METHOD_LABELS, STATUS_LABELS, won } from './labels';
import type { Payment } from './payment';

const STYLE = `
body { font: 15px/1.6 system-ui, sans-serif; margin: 0 auto; padding: 20px; max-width: 420px; color: #191f28; }
h1 { font-size: 20px; margin: 0 0 4px; }
.note { color: #6b7684; font-size: 13px; }
.error { color: #d22030; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 20px 0; padding: 16px; background: #f2f4f6; border-radius: 12px; }
dt { color: #6b7684; }
dd { margin: 0; text-align: right; word-break: break-all; }
dd.amount { font-size: 20px; font-weight: 700; }
.buttons { display: grid; gap: 8px; }
button { width: 100%; padding: 14px; font-size: 16px; border: 0; border-radius: 10px; cursor: pointer; background: #e5e8eb; color: #191f28; }
button.primary { background: #3182f6; color: #fff; font-weight: 700; }
button.danger { background: #fff0f0; color: #d22030; }
`;

const layout = (title: string, body: string) => htmlPage({ title, style: STYLE, body });

function summary(payment: Payment): string {
  const rows: [string, string, string?][] = [
    ['상품', payment.orderName],
    ['결제 금액', won(payment.amount), 'amount'],
    ['결제 수단', METHOD_LABELS[payment.method]],
    ['주문 번호', payment.orderId],
  ];
  if (payment.customerName) rows.push(['구매자', payment.customerName]);
  return `<dl>${rows.map(([term, value, css]) => `<dt>${term}</dt><dd${css ? ` class="${css}"` : ''}>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

function virtualAccountBox(payment: Payment): string {
  const account = payment.virtualAccount;
  if (!account) return '';
  return `<h2>가상계좌가 발급되었습니다</h2>
<dl class="account"><dt>은행</dt><dd>${escapeHtml(account.bank)}</dd><dt>계좌번호</dt><dd class="amount">${escapeHtml(account.accountNumber)}</dd><dt>입금 금액</dt><dd>${won(payment.amount)}</dd><dt>입금 기한</dt><dd>${kst(account.dueDate)}</dd></dl>
<p class="note">입금 기한까지 정확한 금액을 입금하면 결제가 완료됩니다. 샌드박스에서는 운영자 페이지(/gateway/admin)에서 입금합니다.</p>`;
}

function actions(payment: Payment): string {
  const form = (buttons: string) => `<form method="post" action="/gateway/checkout/${encodeURIComponent(payment.paymentKey)}"><div class="buttons">${buttons}</div></form>`;
  if (payment.status === 'READY') {
    return form(`<button type="submit" name="decision" value="approve" class="primary">결제하기</button>
<button type="submit" name="decision" value="decline" class="danger">결제 실패</button>
<button type="submit" name="decision" value="approval_error" class="danger">승인 오류</button>
<button type="submit" name="decision" value="cancel">취소</button>`) + '\n<p class="note">결제 실패: 결제창에서 거절됩니다. 승인 오류: 인증은 되지만 가맹점의 승인 요청이 거절됩니다.</p>';
  }
  if (payment.status === 'IN_PROGRESS' && payment.virtualAccount) {
    return form('<button type="submit" name="decision" value="return" class="primary">가맹점으로 돌아가기</button>');
  }
  return `<p class="note">이미 처리된 결제입니다. 상태: <strong class="status">${STATUS_LABELS[payment.status]}</strong></p>`;
}

/** The buyer's checkout window: the order, then 결제하기 / 결제 실패 / 승인 오류 / 취소. Plain forms, no script. */
export function renderCheckoutPage(payment: Payment, error?: string): string {
  return layout(
    '결제하기 (샌드박스)',
    `<h1>결제하기</h1>
<p class="note">개발용 샌드박스 결제창입니다. 실제 결제는 이루어지지 않습니다.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}${summary(payment)}
${virtualAccountBox(payment)}
${actions(payment)}`,
  );
}

/** When there is no such payment or the decision cannot be taken. */
export function renderCheckoutMessage(message: string): string {
  return layout('결제 (샌드박스)', `<h1>결제</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>\n<p class="note">창을 닫고 다시 시도해주세요.</p>`);
}
