import type { FastifyRequest } from 'fastify';
import type { Attachment, RouteContract } from '@onair/contracts';

/** What a multipart request carried once every file is checked, stored and recorded. */
export type ReceivedMultipart = {
  /** The text fields, as strings; the route's body schema validates them. */
  fields: Record<string, string>;
  /** The stored files by field name, in the order they came. */
  files: Record<string, Attachment[]>;
  /** Removes every stored file and its record: the handler failed, so nothing may stay half-written. */
  discard(): Promise<void>;
};

/**
 * Reads a multipart request for its route: refuses a field the contract does not name, too many
 * files (400), a file over its size (413) or of a type its field does not take by magic bytes (415),
 * leaving nothing stored in any of those cases.
 */
export type MultipartReceiver = {
  receive(request: FastifyRequest, contract: RouteContract, ownerMemberId: number): Promise<ReceivedMultipart>;
};

declare module 'fastify' {
  interface FastifyInstance {
    uploads: MultipartReceiver;
  }
}
