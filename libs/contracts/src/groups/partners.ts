import * as v from 'valibot';
import { defineRoute } from '../route';

export const PartnerCodeBody = v.object({ partnerCode: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });
export const PartnerRegistered = v.object({ msg: v.picklist(['ok', 'notfound']) });

export const AspTokenBody = v.object({
  appkey: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  pinkey: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});
export const AspToken = v.object({ accessToken: v.string(), expiresIn: v.number(), partnerCode: v.string() });

export const partnerRoutes = {
  registerPartner: defineRoute({
    method: 'POST',
    path: '/api/partners',
    group: 'partners',
    operationId: 'registerPartner',
    summary: 'Remembers the partner a visitor came from (cookie) so signup credits it; notfound for unknown codes.',
    access: 'public',
    body: PartnerCodeBody,
    response: PartnerRegistered,
  }),
  aspAccessToken: defineRoute({
    method: 'POST',
    path: '/v4/api/asp/accesstoken',
    group: 'partners',
    operationId: 'aspAccessToken',
    summary: "A partner app's access token, from its app key and pin key.",
    access: 'public',
    body: AspTokenBody,
    response: AspToken,
  }),
};
