import * as v from 'valibot';

export const FieldError = v.object({
  field: v.string(),
  in: v.picklist(['path', 'query', 'body', 'header']),
  message: v.string(),
});

/** Every error answer of the API has this shape: message is what a user may be shown. */
export const ErrorBody = v.object({
  statusCode: v.number(),
  code: v.string(),
  message: v.string(),
  errors: v.optional(v.array(FieldError)),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
export type FieldError = v.InferOutput<typeof FieldError>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  maintenance: 'MAINTENANCE',
  internal: 'INTERNAL_ERROR',
} as const;
