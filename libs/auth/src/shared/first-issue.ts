import * as v from 'valibot';

/** The first message the shared schema gives for a value, or null when it is valid. */
export function firstIssue(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}
