import { messageOfText, wordedMessage, type MessageRef } from '@onair/contracts';
import type { FakeRoute } from './fake-api';

/** A JSON answer (200 unless told). */
export const reply =
  (body: unknown, status = 200): FakeRoute =>
  () => ({ status, body });

/** An ErrorBody answer as the API sends it: the Korean text with its key (and params, given a ref). */
export const refuse =
  (status: number, code: string, message: string | MessageRef): FakeRoute =>
  () => ({
    status,
    body: { statusCode: status, code, ...(typeof message === 'string' ? { message, ...messageOfText(message) } : wordedMessage(message)) },
  });

/** No answer at all: the connection dropped, so whether the server acted is unknown. */
export const dropConnection: FakeRoute = () => {
  throw new TypeError('Failed to fetch');
};

/** Answers each call with the next route of the list, the last one for every call after. */
export function inTurn(first: FakeRoute, ...then: FakeRoute[]): FakeRoute {
  const routes = [first, ...then];
  let call = 0;
  return (request) => {
    const route = routes[Math.min(call, routes.length - 1)] ?? first;
    call += 1;
    return route(request);
  };
}

/** One page of a paged list as the API answers it. */
export const pageOf = <T>(items: T[], page = 1, size = 10, total = items.length) => ({ items, page, size, total });
