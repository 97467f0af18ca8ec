import type { SandboxAccount } from './sandbox-account';

/** What one authorization code was issued for; the token endpoint checks the request against it. */
export type CodeGrant = {
  account: SandboxAccount;
  clientId: string;
  redirectUri: string;
  /** Present when the client sent a PKCE challenge: the token request must then carry a verifier. */
  codeChallenge: string | null;
  expiresAt: number;
};

const CODE_TTL_MS = 10 * 60_000;
/** The library signs access tokens for an hour; userinfo honours them as long. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60_000;

/**
 * The provider's memory: codes (single use, 10 minutes) and the access tokens it issued, so that
 * userinfo answers for the account that signed in and refuses any other token.
 */
export function createGrantStore(now: () => number = Date.now) {
  const codes = new Map<string, CodeGrant>();
  const accessTokens = new Map<string, { account: SandboxAccount; expiresAt: number }>();

  function dropExpired() {
    const time = now();
    for (const [code, grant] of codes) if (grant.expiresAt <= time) codes.delete(code);
    for (const [token, entry] of accessTokens) if (entry.expiresAt <= time) accessTokens.delete(token);
  }

  return {
    issueCode(code: string, grant: Omit<CodeGrant, 'expiresAt'>) {
      dropExpired();
      codes.set(code, { ...grant, expiresAt: now() + CODE_TTL_MS });
    },
    /** The grant behind a code without using it up (the token is being built). */
    peekCode(code: string): CodeGrant | undefined {
      const grant = codes.get(code);
      return grant && grant.expiresAt > now() ? grant : undefined;
    },
    /** Uses a code up: a second exchange of the same code finds nothing. */
    redeemCode(code: string): CodeGrant | undefined {
      const grant = this.peekCode(code);
      codes.delete(code);
      return grant;
    },
    rememberAccessToken(token: string, account: SandboxAccount) {
      accessTokens.set(token, { account, expiresAt: now() + ACCESS_TOKEN_TTL_MS });
    },
    accountOfAccessToken(token: string): SandboxAccount | undefined {
      const entry = accessTokens.get(token);
      return entry && entry.expiresAt > now() ? entry.account : undefined;
    },
  };
}

export type GrantStore = ReturnType<typeof createGrantStore>;
