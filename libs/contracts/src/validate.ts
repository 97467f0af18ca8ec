import * as v from 'valibot';
import type { FieldError } from './errors';
import { inputRuleErrors } from './input-rules';

type Location = FieldError['in'];
type SchemaNode = { type: string; wrapped?: SchemaNode; entries?: Record<string, SchemaNode> };

/** The base type under optional/nullable wrappers (a pipe keeps its base schema's type). */
function baseType(node: SchemaNode | undefined): string | undefined {
  let current = node;
  while (current && (current.type === 'optional' || current.type === 'nullable' || current.type === 'nullish')) {
    current = current.wrapped;
  }
  return current?.type;
}

/**
 * Path and query values arrive as strings. Convert the ones the schema wants as numbers or booleans,
 * and only when they look like one, so "abc" still reaches the schema and fails naming its field.
 */
export function coerceStringFields(schema: v.GenericSchema, input: unknown): unknown {
  const entries = (schema as unknown as SchemaNode).entries;
  if (!entries || typeof input !== 'object' || input === null) return input;
  const output: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [key, value] of Object.entries(output)) {
    if (typeof value !== 'string') continue;
    const type = baseType(entries[key]);
    if (type === 'number' && /^-?\d+(\.\d+)?$/.test(value)) output[key] = Number(value);
    if (type === 'boolean' && (value === 'true' || value === 'false')) output[key] = value === 'true';
  }
  return output;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export function validatePart<T extends v.GenericSchema>(
  schema: T,
  input: unknown,
  where: Location,
  /** The values arrived as strings (a multipart body's text fields): convert them as a query's. */
  fromStrings = false,
): Validated<v.InferOutput<T>> {
  const prepared = fromStrings || where === 'path' || where === 'query' ? coerceStringFields(schema, input ?? {}) : input;
  const result = v.safeParse(schema, prepared);
  if (result.success) {
    // What the schema let through must still be storable: the same rules for every route (input-rules.ts).
    const refused = inputRuleErrors(schema, result.output, where);
    return refused.length === 0 ? { ok: true, value: result.output } : { ok: false, errors: refused };
  }
  return {
    ok: false,
    errors: result.issues.map((issue) => ({
      field: v.getDotPath(issue) ?? (where === 'body' ? 'body' : where),
      in: where,
      message: issue.message,
    })),
  };
}
