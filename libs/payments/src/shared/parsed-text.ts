import * as v from 'valibot';

/**
 * A form's text field read as `parse` reads it (whose own rules are the contract's): the parsed value
 * goes to the submit handler, and an input it cannot read gets `message` at that field.
 */
export function parsedText<Value>(parse: (input: string) => Value | null, message: string) {
  return v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = parse(dataset.value);
      if (parsed !== null) return parsed;
      addIssue({ message });
      return NEVER;
    }),
  );
}
