/**
 * An outside service (SMS or identity provider) failed: 502 with a message the user may read.
 * The app's error handler turns every 5xx into a bare 500, so verification-routes answers these itself.
 */
export class UpstreamError extends Error {
  readonly statusCode = 502;
  constructor(
    readonly code: string,
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}
