import { escapeHtml, htmlPage } from './html-page';
import { verificationCodeIn, type SmsMessage } from './sms/outbox';

/** page: the stand-in's own page for a developer, linked from the list. */
export type StandIn = { name: string; description: string; endpoints: string[]; page?: string };

/** Every stand-in this sandbox serves; later ones (payment gateway, identity verification, OAuth) join here. */
export const STAND_INS: StandIn[] = [
  {
    name: 'SMS provider',
    description: 'Phone verification codes and other texts. Nothing leaves this process.',
    endpoints: ['POST /sms/send {to, text} → {messageId}', 'GET /sms/outbox?to= → {messages}, newest first'],
  },
  {
    name: 'Identity verification',
    description:
      'Personal authentication of domestic members. The API registers a request; its popup page approves (with a birthday) or rejects, posts the decision signed with IDENTITY_CALLBACK_SECRET to the API, then returns to the web.',
    endpoints: [
      'POST /identity/requests {requestId, callbackUrl, returnUrl} → {url}',
      'GET /identity/verify/:requestId → the popup page',
      'POST /identity/verify/:requestId (form: decision=approve|reject, birthday) → 303 to returnUrl',
    ],
  },
  {
    name: 'Payment gateway',
    description:
      'A Korean PG (docs/payment-gateway.md): the API creates a payment, the buyer decides in the checkout window, the API confirms; signed webhooks on every change. The operator page deposits into virtual accounts and injects webhook faults.',
    endpoints: [
      'POST /gateway/v1/payments (Basic secret key) → {paymentKey, checkoutUrl, status: READY}',
      'GET /gateway/checkout/:paymentKey → the checkout window (결제하기, 결제 실패, 승인 오류, 취소)',
      'POST /gateway/v1/payments/confirm, POST /gateway/v1/payments/:paymentKey/cancel, GET /gateway/v1/payments/:paymentKey',
      'GET /gateway/test/payments, POST /gateway/test/payments/:paymentKey/{deposit,faults,webhooks/release,webhooks/replay}',
    ],
    page: '/gateway/admin',
  },
];

const SHOWN_MESSAGES = 50;

/** The developer's page: the stand-ins, and the latest texts with their codes. Refreshes itself. */
export function renderIndexPage(messages: SmsMessage[]): string {
  const standIns = STAND_INS.map(
    (standIn) =>
      `<li><strong>${escapeHtml(standIn.name)}</strong>: ${escapeHtml(standIn.description)}${
        standIn.page ? ` <a href="${escapeHtml(standIn.page)}">${escapeHtml(standIn.page)}</a>` : ''
      }<ul>${standIn.endpoints
        .map((endpoint) => `<li><code>${escapeHtml(endpoint)}</code></li>`)
        .join('')}</ul></li>`,
  ).join('');
  const rows = messages
    .slice(0, SHOWN_MESSAGES)
    .map(
      (message) =>
        `<tr><td><time datetime="${message.sentAt}">${message.sentAt}</time></td><td>${escapeHtml(message.to)}</td>` +
        `<td class="code">${escapeHtml(verificationCodeIn(message.text) ?? '')}</td><td>${escapeHtml(message.text)}</td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table><thead><tr><th>sent (UTC)</th><th>to</th><th>code</th><th>text</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No SMS sent yet.</p>';
  return htmlPage({
    title: 'OnAir sandbox',
    lang: 'en',
    head: '<meta http-equiv="refresh" content="5">\n',
    style: `
body { font: 14px/1.5 system-ui, sans-serif; margin: 2rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
td.code { font: bold 16px monospace; }`,
    body: `<h1>OnAir sandbox</h1>
<p>Stand-ins for outside services, for development and tests only. Never run in production.</p>
<h2>Stand-ins</h2>
<ul>${standIns}</ul>
<h2>Latest SMS (${Math.min(messages.length, SHOWN_MESSAGES)} of ${messages.length})</h2>
${table}`,
  });
}
