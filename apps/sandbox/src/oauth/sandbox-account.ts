import { randomInt } from 'node:crypto';
import { PROVIDER_LABELS, type SnsProvider } from './provider-profiles';

/** The provider account that signs in: the chooser page (or a test) picks it. */
export type SandboxAccount = { id: string; nickname: string; email: string };

const ACCOUNT_ID = /^[A-Za-z0-9._-]{1,64}$/;
const NICKNAME_MAX = 40;

/** A numeric id no one has used, like the ids kakao and google hand out, so each try signs up anew. */
export function freshAccount(provider: SnsProvider): SandboxAccount {
  const id = String(randomInt(1_000_000_000, 9_999_999_999));
  return accountOf(provider, id, `${PROVIDER_LABELS[provider]}유저${id.slice(-4)}`);
}

export function accountOf(provider: SnsProvider, id: string, nickname: string): SandboxAccount {
  return { id, nickname, email: `${id.toLowerCase()}@${provider}.sandbox.test` };
}

/** The account chosen on the page, or what is wrong with it (in Korean, for the page). */
export function chosenAccount(provider: SnsProvider, id: string, nickname: string): SandboxAccount | { problem: string } {
  const trimmedNickname = nickname.trim();
  if (!ACCOUNT_ID.test(id)) return { problem: '계정 ID는 영문, 숫자, . _ - 로 1~64자입니다.' };
  if (trimmedNickname.length < 1 || trimmedNickname.length > NICKNAME_MAX) return { problem: `닉네임은 1~${NICKNAME_MAX}자입니다.` };
  return accountOf(provider, id, trimmedNickname);
}
