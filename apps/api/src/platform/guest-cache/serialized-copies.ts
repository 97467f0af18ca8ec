import { serializedAnswer, type SerializedAnswer } from '../http/serialized-answer';

/**
 * The JSON text of each kept copy, per what is laid over it (the node's live viewer counts):
 * thousands of guests asking the same copy within its second cost one serialization while the
 * counts stay as they are, and one more each time they move. Keyed by the copy object itself, so
 * a text goes when its copy does.
 */
export type SerializedCopies<C extends object> = <T>(copy: C, overlay: string, build: () => T) => SerializedAnswer<T>;

export function serializedCopies<C extends object>(): SerializedCopies<C> {
  const texts = new WeakMap<C, { overlay: string; answer: SerializedAnswer<unknown> }>();
  return <T>(copy: C, overlay: string, build: () => T): SerializedAnswer<T> => {
    const held = texts.get(copy);
    if (held && held.overlay === overlay) return held.answer as SerializedAnswer<T>;
    const answer = serializedAnswer(build());
    texts.set(copy, { overlay, answer });
    return answer;
  };
}
