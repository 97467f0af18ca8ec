import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { type Attachment, type RouteContract, validatePart } from '@onair/contracts';
import type { ReceivedMultipart } from '../uploads/multipart-receiver';
import { invalidTokenError } from '../sessions/auth-errors';
import { ApiError, validationError } from './errors';
import { writeKindOf } from '../rate-limits/write-kinds';
import { isSerializedAnswer, type SerializedAnswer } from './serialized-answer';

type Part<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export type RouteInput<C extends RouteContract> = {
  params: Part<C['params']>;
  /** A multipart route's stored files by field name (empty for other routes). */
  files: Record<string, Attachment[]>;
  query: Part<C['query']>;
  body: Part<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteHandler<C extends RouteContract> = (
  input: RouteInput<C>,
) => Promise<v.InferOutput<C['response']> | SerializedAnswer<v.InferOutput<C['response']>>>;

/** No Content-Length (or 0) and no chunked transfer: the client sent no body at all. */
const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/** /api/guest/loginId/{id} -> /api/guest/loginId/:id: the route as Fastify (and the metrics' route label) knows it. */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Serves one contract: refuses visitors on member routes (401, so the client refreshes and retries),
 * validates params, query and body with its schemas (400 naming each field),
 * runs the handler, and outside production checks the answer against the response schema, so the
 * OpenAPI document never promises a shape the API does not send.
 */
export function registerRoute<C extends RouteContract>(app: FastifyInstance, contract: C, handler: RouteHandler<C>) {
  const checkResponses = process.env['NODE_ENV'] !== 'production';
  // Which parts the contract checks, worked out once rather than on every request.
  const parts = (
    [
      ['params', 'path'],
      ['query', 'query'],
      ['body', 'body'],
    ] as const
  ).filter(([key]) => contract[key] !== undefined);
  const multipartRoute = contract.bodyType === 'multipart';
  const writeKind = writeKindOf(contract);
  app.route({
    method: contract.method,
    url: toFastifyPath(contract.path),
    // Every write counts against its kind's budgets before anything is read or stored (docs/permissions.md).
    ...(writeKind ? { onRequest: (request: FastifyRequest, reply: FastifyReply) => app.writeLimits.check(request, reply, writeKind) } : {}),
    handler: multipartRoute
      ? async (request, reply) => {
          if (contract.access === 'member' && !request.member) throw invalidTokenError();
          // Files are stored before the fields are checked (they may come first); any refusal or failure
          // after that removes them again.
          const multipart = await app.uploads.receive(request, contract, request.member?.memberId ?? 0);
          try {
            return await answer(request, reply, multipart);
          } catch (error) {
            await multipart.discard();
            throw error;
          }
        }
      : (request, reply) => {
          if (contract.access === 'member' && !request.member) throw invalidTokenError();
          return answer(request, reply, undefined);
        },
  });

  function inputOf(
    key: 'params' | 'query' | 'body',
    request: FastifyRequest,
    multipart: ReceivedMultipart | undefined,
  ): unknown {
    if (key === 'params') return request.params;
    if (key === 'query') return request.query;
    // A POST without any body (refresh from the cookie alone) is an empty form, not a missing one.
    return multipart ? multipart.fields : request.body === undefined && !hasBody(request) ? {} : request.body;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, multipart: ReceivedMultipart | undefined) {
    const errors = [];
    const checked: Record<string, unknown> = { params: undefined, query: undefined, body: undefined };
    for (const [key, where] of parts) {
      const input = inputOf(key, request, multipart);
      // valibot's object() takes an array for an object; no contract wants one, so say so here.
      if (where === 'body' && Array.isArray(input)) {
        errors.push({ field: 'body', in: 'body' as const, message: 'must be an object' });
        continue;
      }
      const result = validatePart(contract[key] as v.GenericSchema, input, where, multipart !== undefined);
      if (result.ok) checked[key] = result.value;
      else errors.push(...result.errors);
    }
    if (errors.length > 0) throw validationError(errors);
    const files = multipart?.files ?? {};
    const result = await handler({
      ...(checked as Omit<RouteInput<C>, 'request' | 'reply' | 'files'>),
      files,
      request,
      reply,
    });
    const value: unknown = isSerializedAnswer(result) ? result.value : result;
    if (checkResponses && !v.is(contract.response, value)) {
      request.log.error({ operationId: contract.operationId, answer: value }, 'answer does not match its contract');
      throw new ApiError(500, 'CONTRACT_MISMATCH', 'system.internal');
    }
    reply.status(contract.status ?? 200);
    if (!isSerializedAnswer(result)) return result;
    // A string under a JSON content type leaves Fastify as it is, without a second serialization.
    reply.type('application/json; charset=utf-8');
    return result.json;
  }
}
