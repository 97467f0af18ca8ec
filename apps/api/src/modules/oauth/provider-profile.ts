import * as v from 'valibot';

/** Who the provider says signed in. subject is stable per provider; the rest only suggests. */
export type ProviderProfile = { subject: string; nickname: string | null; email: string | null };

const Subject = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(255));
const OptionalText = v.nullish(v.string());

/** OpenID Connect userinfo (kakao, google, twitch), each with its own nickname claim. */
const OidcUserinfo = v.object({
  sub: Subject,
  nickname: OptionalText,
  name: OptionalText,
  preferred_username: OptionalText,
  email: OptionalText,
});

/** Naver's /v1/nid/me wraps the profile in response. */
const NaverUserinfo = v.object({
  response: v.object({ id: Subject, nickname: OptionalText, name: OptionalText, email: OptionalText }),
});

/** The profile in a userinfo answer, or null when it names no subject. */
export function readProviderProfile(userinfo: unknown): ProviderProfile | null {
  const naver = v.safeParse(NaverUserinfo, userinfo);
  if (naver.success) {
    const { id, nickname, name, email } = naver.output.response;
    return { subject: id, nickname: nickname ?? name ?? null, email: email ?? null };
  }
  const oidc = v.safeParse(OidcUserinfo, userinfo);
  if (!oidc.success) return null;
  const { sub, nickname, name, preferred_username: username, email } = oidc.output;
  return { subject: sub, nickname: nickname ?? name ?? username ?? null, email: email ?? null };
}
