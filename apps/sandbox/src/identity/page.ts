import { escapeHtml, htmlPage } from '../html-page';
import type { IdentityRequest } from './requests';

const STYLE = `
body { font: 15px/1.6 system-ui, sans-serif; margin: 0; padding: 24px; max-width: 360px; }
h1 { font-size: 20px; margin: 0 0 8px; }
.note { color: #666; font-size: 13px; }
.error { color: #c00; }
label { display: block; margin: 16px 0 4px; font-weight: 600; }
input[type=date], input[type=text] { width: 100%; padding: 8px; font-size: 15px; box-sizing: border-box; }
.buttons { display: flex; gap: 8px; margin-top: 20px; }
button { flex: 1; padding: 12px; font-size: 15px; border: 0; border-radius: 6px; cursor: pointer; }
button[value=approve] { background: #1565c0; color: #fff; }
button[value=reject] { background: #eee; }
`;

const layout = (title: string, body: string) => htmlPage({ title, style: STYLE, body });

/** A name to start from; the tester changes it to whoever they play. */
export const DEFAULT_VERIFIED_NAME = '홍길동';

/** The provider's popup: approve with a name and birthday, or reject. Plain HTML, no script; shown again after an error with what was entered. */
export function renderVerifyPage(request: IdentityRequest, error?: string, entered: { name?: string; birthday?: string } = {}): string {
  const id = escapeHtml(request.requestId);
  const decided = request.decision ? `<p class="note">이미 ${request.decision === 'approved' ? '승인' : '거절'}된 요청입니다.</p>` : '';
  return layout(
    '본인인증 (샌드박스)',
    `<h1>본인인증</h1>
<p class="note">개발용 샌드박스입니다. 실제 본인인증은 이루어지지 않습니다. 요청 번호 <code>${id}</code></p>
${decided}${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/identity/verify/${encodeURIComponent(request.requestId)}">
<label for="name">이름</label>
<input type="text" id="name" name="name" maxlength="40" autocomplete="off" value="${escapeHtml(entered.name ?? DEFAULT_VERIFIED_NAME)}">
<p class="note">승인할 때 입력한 이름이 본인인증된 이름이 되며, 출금 계좌의 예금주와 같아야 합니다.</p>
<label for="birthday">생년월일</label>
<input type="date" id="birthday" name="birthday" max="${new Date().toISOString().slice(0, 10)}" value="${escapeHtml(entered.birthday ?? '')}">
<p class="note">승인할 때 입력한 생년월일로 성인 여부(만 19세 이상)가 정해집니다.</p>
<div class="buttons">
<button type="submit" name="decision" value="approve">인증 승인</button>
<button type="submit" name="decision" value="reject">인증 거절</button>
</div>
</form>`,
  );
}

/** When there is nothing to verify or the API did not take the decision. */
export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>\n<p class="note">창을 닫고 다시 시도해주세요.</p>`);
}
