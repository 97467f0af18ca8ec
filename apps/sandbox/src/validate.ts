import * as v from 'valibot';
import type { FieldError } from '@onair/contracts';
import { ValidationError } from './errors';

/**
 * The parsed input, or a ValidationError naming each field at fault. A missing key reads
 * "is required"; a body that is not an object at all is reported on the field "body".
 */
export function parseOrThrow<T extends v.GenericSchema>(schema: T, input: unknown, where: FieldError['in']): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new ValidationError(
    result.issues.map((issue) => {
      const field = v.getDotPath(issue);
      if (field === null) return { field: where, in: where, message: 'must be a JSON object' };
      const missing = issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined;
      return { field, in: where, message: missing ? 'is required' : issue.message };
    }),
  );
}
