import type { FastifyInstance } from 'fastify';

/** A refusal in the gateway's own shape, `{code, message}`, as Korean PGs answer. */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFoundPayment = () => new GatewayError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');

/** Every failure under the scope answers `{code, message}`: ours, Fastify's client errors (malformed JSON), or a 500. */
export function installGatewayErrorHandler(scope: FastifyInstance) {
  scope.setErrorHandler((error, request, reply) => {
    if (error instanceof GatewayError) return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status === 415 ? 415 : 400).send({ code: 'INVALID_REQUEST', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'gateway request failed');
    return reply.status(500).send({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.' });
  });
}
