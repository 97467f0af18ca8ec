import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify options for an API a test starts. A test's own fetch may leave a keep-alive connection
 * that Node does not count as idle (an answer whose body was never read), and close() would then
 * wait for Fastify's 72 s keep-alive timeout: under load, 2 of 3 runs of one file spent 70 s in
 * afterAll. A test is over when it closes the API, so close() ends every connection at once.
 */
export const TEST_SERVER_OPTIONS = { forceCloseConnections: true } as const satisfies FastifyServerOptions;
