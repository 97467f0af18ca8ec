import type { FormEvent } from 'react';
import * as v from 'valibot';

/**
 * The submit of a form that acts at once and asks no server, a search box: react-hook-form keeps its
 * values, and the schema a resolver would run is parsed here, synchronously, because handleSubmit
 * settles a promise later and the address should change with the Enter key, not a moment after it.
 * Values the schema refuses do nothing.
 */
export function submitAtOnce<Schema extends v.GenericSchema>(
  schema: Schema,
  values: () => v.InferInput<Schema>,
  act: (output: v.InferOutput<Schema>) => void,
) {
  return (event: FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(schema, values());
    if (result.success) act(result.output);
  };
}
