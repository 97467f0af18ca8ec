import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifySignature, type ObjectStoreCredentials } from './signature';

export type ObjectStoreOptions = Partial<ObjectStoreCredentials> & {
  /** Largest object accepted; default 20 MB. */
  maxObjectBytes?: number;
};

/** Where the sandbox's S3-compatible store answers; the API's S3_ENDPOINT in development. */
export const OBJECT_STORE_PREFIX = '/s3';

/** The credentials the sandbox store takes unless told otherwise (S3_* defaults in docs/uploads.md). */
export const SANDBOX_OBJECT_STORE_CREDENTIALS: ObjectStoreCredentials = {
  accessKeyId: 'sandbox-access-key',
  secretAccessKey: 'sandbox-secret-key',
  region: 'ap-northeast-2',
};

type StoredObject = { body: Buffer; contentType: string };

/** What the store holds, for tests and the index page. */
export type ObjectStoreContents = {
  /** Every stored object's path: {bucket}/{key}. */
  keys(): string[];
  get(path: string): Buffer | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    objectStore: ObjectStoreContents;
  }
}

const s3Error = (reply: FastifyReply, status: number, code: string) =>
  reply.status(status).type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);

/**
 * An S3-compatible object store in memory, path-style ({prefix}/{bucket}/{key}): signed PUT, GET,
 * HEAD and DELETE of objects, refused unless the SigV4 signature holds, so the API's S3 storage is
 * tested over real HTTP.
 */
export function objectStoreRoutes(app: FastifyInstance, options: ObjectStoreOptions = {}) {
  const credentials = { ...SANDBOX_OBJECT_STORE_CREDENTIALS, ...options };
  const objects = new Map<string, StoredObject>();
  void app.register(
    async (scope) => {
      // The body is the object, whatever its type, kept byte for byte for the payload hash.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.maxObjectBytes ?? 20 * 1024 * 1024 }, (_request, body, done) => done(null, body));

      const checked = (request: FastifyRequest, reply: FastifyReply) => {
        const [rawPath = '', rawQuery = ''] = request.url.split('?');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const problem = verifySignature({ method: request.method, rawPath, rawQuery, headers: request.headers, body }, credentials);
        if (problem) {
          s3Error(reply, problem === 'InvalidAccessKeyId' || problem === 'SignatureDoesNotMatch' || problem === 'AccessDenied' ? 403 : 400, problem);
          return null;
        }
        return rawPath.slice(OBJECT_STORE_PREFIX.length + 1);
      };

      scope.put('/:bucket/*', async (request, reply) => {
        const path = checked(request, reply);
        if (path === null) return reply;
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        objects.set(path, { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' });
        return reply.status(200).send('');
      });
      scope.route({
        method: ['GET', 'HEAD'],
        url: '/:bucket/*',
        handler: async (request, reply) => {
          const path = checked(request, reply);
          if (path === null) return reply;
          const found = objects.get(path);
          if (!found) return s3Error(reply, 404, 'NoSuchKey');
          return reply.type(found.contentType).header('content-length', found.body.length).send(found.body);
        },
      });
      scope.delete('/:bucket/*', async (request, reply) => {
        const path = checked(request, reply);
        if (path === null) return reply;
        objects.delete(path);
        return reply.status(204).send();
      });
    },
    { prefix: OBJECT_STORE_PREFIX },
  );
  const contents: ObjectStoreContents = { keys: () => [...objects.keys()], get: (path) => objects.get(path)?.body };
  app.decorate('objectStore', contents);
  return contents;
}
