import { escapeHtml, htmlPage } from '../html-page';
import { PROVIDER_LABELS, type SnsProvider } from './provider-profiles';
import type { SandboxAccount } from './sandbox-account';

/** The query fields the chooser adds to the authorize request it sends back to itself. */
export const CHOOSER_FIELDS = { account: 'sandbox_account', nickname: 'sandbox_nickname', deny: 'sandbox_deny' } as const;

const STYLE = `
body { font: 15px/1.6 system-ui, sans-serif; margin: 2rem auto; max-width: 26rem; padding: 0 1rem; }
label { display: block; margin: 0.75rem 0 0.25rem; }
input[type=text] { width: 100%; box-sizing: border-box; padding: 6px; font: inherit; }
button { margin-top: 1rem; margin-right: 0.5rem; padding: 6px 14px; font: inherit; }
.note { color: #666; font-size: 13px; }
.problem { color: #b00020; }
`;

const page = (title: string, body: string) => htmlPage({ title, style: STYLE, body });

/**
 * "Sign in with {provider} (sandbox)": pick which provider account signs in. The fresh id
 * offered by default has never signed in, so it leads to signup; typing an id used before signs
 * that account in again. The form sends the original authorize request back with the choice.
 */
export function renderChooserPage(provider: SnsProvider, query: URLSearchParams, fresh: SandboxAccount, problem?: string): string {
  const label = PROVIDER_LABELS[provider];
  const chooserFields = new Set<string>(Object.values(CHOOSER_FIELDS));
  const hidden = [...query]
    .filter(([name]) => !chooserFields.has(name))
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const account = query.get(CHOOSER_FIELDS.account) ?? fresh.id;
  const nickname = query.get(CHOOSER_FIELDS.nickname) ?? fresh.nickname;
  return page(
    `${label}로 로그인 (샌드박스)`,
    `<h1>${escapeHtml(label)}로 로그인 (샌드박스)</h1>
<p class="note">개발과 테스트용 가짜 ${escapeHtml(label)}입니다. 실제 ${escapeHtml(label)} 계정은 쓰이지 않습니다.
새 계정 ID는 처음 보는 계정이라 회원가입으로 이어지고, 전에 쓴 계정 ID를 넣으면 그 계정으로 로그인합니다.</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="get" action="">
${hidden}
<label for="account">계정 ID</label>
<input type="text" id="account" name="${CHOOSER_FIELDS.account}" value="${escapeHtml(account)}" required>
<label for="nickname">닉네임</label>
<input type="text" id="nickname" name="${CHOOSER_FIELDS.nickname}" value="${escapeHtml(nickname)}" required>
<button type="submit">로그인</button>
<button type="submit" name="${CHOOSER_FIELDS.deny}" value="1" formnovalidate>취소</button>
</form>`,
  );
}

/** A request the provider refuses outright: shown, never redirected to an unchecked address. */
export function renderRefusalPage(provider: SnsProvider, problem: string): string {
  const label = PROVIDER_LABELS[provider];
  return page(`${label} 로그인 오류 (샌드박스)`, `<h1>${escapeHtml(label)} 로그인 오류 (샌드박스)</h1>\n<p class="problem" role="alert">${escapeHtml(problem)}</p>`);
}
