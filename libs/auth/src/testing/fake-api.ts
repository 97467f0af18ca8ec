import type { ApiBaseQuery } from '@onair/api-client';

export type FakeCall = { method: string; url: string; body: unknown; params: Record<string, unknown> | undefined };
/** A reply: data (status 200), or an error with a status and a body. */
export type FakeReply = { data: unknown } | { error: { status: number; data?: unknown } };
export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/**
 * The API for component tests: a baseQuery answering "METHOD /path" (or "METHOD /prefix*") from
 * handlers, recording each call. A call without a handler fails with 404, so a missing stub shows up in the test.
 */
export function fakeApi(handlers: Record<string, FakeHandler | FakeReply> = {}) {
  const calls: FakeCall[] = [];
  const baseQuery: ApiBaseQuery = async (args) => {
    const request = typeof args === 'string' ? { url: args } : args;
    const call: FakeCall = {
      method: (request.method ?? 'GET').toUpperCase(),
      url: request.url,
      body: request.body,
      params: request.params as Record<string, unknown> | undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.url}`;
    const handler = handlers[key] ?? Object.entries(handlers).find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1];
    if (!handler) return { error: { status: 404, data: { message: `no fake for ${call.method} ${call.url}` } } };
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if ('error' in reply) return { error: { status: reply.error.status, data: reply.error.data } };
    // A Response is read as the real base query reads it: by the request's responseHandler, if it has one.
    const read = (request as { responseHandler?: unknown }).responseHandler;
    if (reply.data instanceof Response && typeof read === 'function') return { data: await read(reply.data) };
    return { data: reply.data };
  };
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key);
  return { baseQuery, calls, callsTo };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** A profile as the API answers it. */
export const memberProfile = (nickname = '새회원', loginId = 'newbie01') => ({
  memberId: 7,
  loginId,
  nickname,
  channelId: null,
  userType: 'V' as const,
  brand: 'onair' as const,
  profile: { PI: false, identityStatus: 0 as const, foreigner: false, adult: false },
});
