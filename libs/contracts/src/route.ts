import type { GenericSchema } from 'valibot';

import type { UploadAccept, UploadPurpose } from './uploads';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** API groups: each becomes one generated client file and one OpenAPI tag. */
export const API_GROUPS = ['auth', 'guest', 'cs', 'my', 'luv', 'shoppings', 'events', 'oauth', 'partners', 'system', 'admin'] as const;
export type ApiGroup = (typeof API_GROUPS)[number];

/**
 * Who may call a route. The API enforces it before the handler runs. staff: the operator console's
 * own session (the onair_staff cookie), never a member's; the admin module checks role and brand.
 */
export type RouteAccess = 'public' | 'member' | 'staff';

export type RouteContract = {
  method: HttpMethod;
  /** OpenAPI-style path: /api/guest/loginId/{id}. */
  path: string;
  group: ApiGroup;
  operationId: string;
  summary: string;
  access: RouteAccess;
  params?: GenericSchema;
  query?: GenericSchema;
  body?: GenericSchema;
  /**
   * How the body is encoded: JSON unless said otherwise (refresh takes a form, as the SPEC says).
   * multipart: body describes the text fields (sent as strings, numbers and booleans converted as
   * in a query) and files the file fields.
   */
  bodyType?: 'json' | 'form' | 'multipart';
  /** The file fields of a multipart route; each file is checked, stored and recorded before the handler runs. */
  files?: readonly UploadField[];
  /** The success answer; error answers share ErrorBody. */
  response: GenericSchema;
  /**
   * Moves money or items: the request must carry an Idempotency-Key header, and a retry with the
   * same key gets the first answer back without moving anything again.
   */
  idempotent?: boolean;
  /** Status of the success answer, 200 unless said otherwise. */
  status?: 200 | 201 | 204;
  /**
   * A POST that only asks (it takes a body so a password never sits in a URL) and changes nothing:
   * the client's cache tags (libs/api-client/src/cache-tags.ts) invalidate nothing after it.
   */
  changesNothing?: true;
};

export type UploadField = {
  /** The multipart field name; several files may share it, up to maxCount. */
  name: string;
  /** Which content types (by magic bytes) and sizes it takes: UPLOAD_RULES. */
  accept: UploadAccept;
  maxCount: number;
  required?: boolean;
  /** Recorded on the upload; decides who may download it (UPLOAD_PURPOSES). */
  purpose: UploadPurpose;
};

export function defineRoute<const T extends RouteContract>(route: T): T {
  return route;
}

/** The header every idempotent route requires. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What a key may look like: a UUID or any 8-100 URL-safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
