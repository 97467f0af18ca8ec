import * as v from 'valibot';
import { defineRoute } from '../route';
import { AnyLoginId, Password } from '../fields';
import { SITE_PATH } from '../site-path';
import { Me, Ok, RefreshBody, SnsProviderName } from './auth';

/** A path on this site to return to after sign-in; never another origin (SITE_PATH). */
export const CallbackUrl = v.pipe(v.string(), v.maxLength(2000), v.regex(SITE_PATH, 'must be a path on this site'));

/** msg ERROR means the session is over (expired, revoked or reused token): the client signs out. */
export const Refreshed = v.object({ msg: v.picklist(['ok', 'ERROR']), access_token: v.string() });

export const OAuthStartBody = v.object({ callbackURL: v.optional(CallbackUrl, '/') });
export const OAuthStarted = v.object({ authorizeUrl: v.string() });

export const OAuthCallbackBody = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  state: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});
export const OAuthCallbackResult = v.variant('status', [
  v.object({ status: v.literal('signedIn'), profile: Me, callbackURL: v.string() }),
  v.object({
    status: v.literal('signup'),
    /** The provider's access token, handed to the oauth signup call. */
    accessToken: v.string(),
    suggestedNickname: v.string(),
    callbackURL: v.string(),
  }),
]);

export const GenerateResetBody = v.object({ userId: AnyLoginId });
export const ResetPasswordBody = v.object({
  loginId: AnyLoginId,
  authToken: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  password: Password,
});

export const oauthRoutes = {
  refresh: defineRoute({
    method: 'POST',
    path: '/api/oauth/refresh',
    group: 'oauth',
    operationId: 'refresh',
    summary: 'Rotates the refresh token (cookie, or the form field refreshToken) and issues a new access token.',
    access: 'public',
    bodyType: 'form',
    body: RefreshBody,
    response: Refreshed,
  }),
  generateReset: defineRoute({
    method: 'POST',
    path: '/api/oauth/generate',
    group: 'oauth',
    operationId: 'generateReset',
    summary: "Sends a password reset code to the member's phone.",
    access: 'public',
    body: GenerateResetBody,
    response: Ok,
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/api/oauth/password',
    group: 'oauth',
    operationId: 'resetPassword',
    summary: 'Sets a new password with the reset token; every session of the member ends.',
    access: 'public',
    body: ResetPasswordBody,
    response: Ok,
  }),
  oauthStart: defineRoute({
    method: 'POST',
    path: '/api/oauth/{provider}/start',
    group: 'oauth',
    operationId: 'oauthStart',
    summary: "Begins the provider's authorization-code flow: binds a single-use state to this browser.",
    access: 'public',
    params: v.object({ provider: SnsProviderName }),
    body: OAuthStartBody,
    response: OAuthStarted,
  }),
  oauthCallback: defineRoute({
    method: 'POST',
    path: '/api/oauth/{provider}/callback',
    group: 'oauth',
    operationId: 'oauthCallback',
    summary: 'Finishes the flow: signs a linked member in, or answers what the signup step needs.',
    access: 'public',
    params: v.object({ provider: SnsProviderName }),
    body: OAuthCallbackBody,
    response: OAuthCallbackResult,
  }),
};
