import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseOrThrow } from '../validate';
import { renderMessagePage, renderVerifyPage } from './page';
import { createIdentityRequests, type IdentityRequests } from './requests';
import { IdentityRequestBody, isBirthday, verifiedName } from './schemas';
import { identityCallbackSecret, signDecision, type IdentityDecision } from './signing';

export type IdentityRoutesOptions = { requests?: IdentityRequests; callbackSecret?: string };

const CALLBACK_TIMEOUT_MS = 5000;
const html = (reply: FastifyReply, status: number, page: string) => reply.status(status).type('text/html; charset=utf-8').send(page);

/** Posts the signed decision to the API; answers the API's error message when it refuses. */
async function deliver(callbackUrl: string, decision: IdentityDecision, secret: string): Promise<string | null> {
  try {
    const response = await fetch(callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...decision, signature: signDecision(decision, secret) }),
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    return answer?.message ?? `API가 ${response.status} 응답을 보냈습니다.`;
  } catch (error) {
    return `API에 연결하지 못했습니다: ${(error as Error).message}`;
  }
}

/**
 * The identity verification stand-in. The API registers a request and opens our page in a popup;
 * the developer approves (with a name and birthday) or rejects; we post the signed decision to the API's
 * callback and send the popup back to the web.
 */
export function identityRoutes(app: FastifyInstance, { requests = createIdentityRequests(), callbackSecret = identityCallbackSecret() }: IdentityRoutesOptions = {}) {
  app.post('/identity/requests', async (request, reply) => {
    const body = parseOrThrow(IdentityRequestBody, request.body, 'body');
    requests.add(body);
    request.log.info({ requestId: body.requestId }, 'identity request registered');
    return reply.status(201).send({ url: `${request.protocol}://${request.host}/identity/verify/${encodeURIComponent(body.requestId)}` });
  });

  app.get<{ Params: { requestId: string } }>('/identity/verify/:requestId', async (request, reply) => {
    const identity = requests.get(request.params.requestId);
    if (!identity) return html(reply, 404, renderMessagePage('본인인증', '본인인증 요청을 찾을 수 없습니다.'));
    return html(reply, 200, renderVerifyPage(identity));
  });

  // Its own scope: the page's form is the only urlencoded body the sandbox takes (POST /sms/send stays JSON only).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post<{ Params: { requestId: string }; Body: Record<string, string> | undefined }>('/identity/verify/:requestId', async (request, reply) => {
      const identity = requests.get(request.params.requestId);
      if (!identity) return html(reply, 404, renderMessagePage('본인인증', '본인인증 요청을 찾을 수 없습니다.'));
      const form = request.body ?? {};
      const approve = form['decision'] === 'approve';
      if (!approve && form['decision'] !== 'reject') return html(reply, 400, renderVerifyPage(identity, '인증 승인 또는 인증 거절을 눌러주세요.'));
      const birthday = form['birthday'] ?? '';
      const name = verifiedName(form['name']);
      const entered = { name: form['name'] ?? '', birthday };
      if (approve && !name) return html(reply, 400, renderVerifyPage(identity, '이름을 입력해주세요.', entered));
      if (approve && !isBirthday(birthday)) return html(reply, 400, renderVerifyPage(identity, '생년월일을 입력해주세요.', entered));

      const decision: IdentityDecision =
        approve && name ? { requestId: identity.requestId, result: 'approved', birthday, name } : { requestId: identity.requestId, result: 'rejected' };
      const refused = await deliver(identity.callbackUrl, decision, callbackSecret);
      if (refused) {
        request.log.warn({ requestId: identity.requestId, refused }, 'identity decision not taken');
        return html(reply, 502, renderMessagePage('본인인증 실패', refused));
      }
      requests.decide(identity.requestId, decision.result);
      request.log.info({ requestId: identity.requestId, result: decision.result }, 'identity decision delivered');
      return reply.redirect(identity.returnUrl, 303);
    });
  });
}
