const SERIALIZED = Symbol('serialized answer');

/**
 * An answer whose JSON text is already written: registerRoute sends the text as it is, so an answer
 * many callers get alike (a guest copy) is serialized once, not once per request. The value stays
 * beside it for the response check outside production.
 */
export type SerializedAnswer<T> = { readonly [SERIALIZED]: true; readonly value: T; readonly json: string };

export const serializedAnswer = <T>(value: T): SerializedAnswer<T> => ({
  [SERIALIZED]: true,
  value,
  json: JSON.stringify(value),
});

export const isSerializedAnswer = (answer: unknown): answer is SerializedAnswer<unknown> =>
  typeof answer === 'object' && answer !== null && SERIALIZED in answer;
