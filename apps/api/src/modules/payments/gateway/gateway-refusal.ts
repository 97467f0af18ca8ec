/**
 * The gateway said no (a 4xx other than 401/403): a wrong amount, a declined card, an approval
 * error, an unknown or already processed payment. code and message are the gateway's own; the
 * payments routes turn them into payment state 8 or a clear error.
 */
export class GatewayRefusal extends Error {
  override readonly name = 'GatewayRefusal';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
