import { DB_INTEGER_MAX } from './limits';
import { VALIDATION_MESSAGES } from './messages';
import type { FieldError } from './errors';

/**
 * The rules every request value keeps whatever its route, checked once on what a contract's schema
 * let through (so a route cannot forget them):
 * - text holds no NUL and no half of a UTF-16 surrogate pair: PostgreSQL stores neither, and a
 *   lone surrogate cannot be encoded into a URL or a header;
 * - a number is whole and fits its database column: an int column unless the field's schema
 *   declares a wider maxValue (the ids of bigserial tables, up to JavaScript's safe integers).
 */

type Node = {
  type: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  value?: Node;
  key?: string | Node;
  options?: Node[];
  literal?: unknown;
  getter?: () => Node;
  pipe?: { type: string; requirement?: unknown }[];
};

const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const hasUnstorableCharacter = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

function unwrap(node: Node | undefined): Node | undefined {
  let current = node;
  while (current && (WRAPPERS.has(current.type) || current.type === 'lazy')) {
    current = current.type === 'lazy' ? current.getter?.() : current.wrapped;
  }
  return current;
}

/** The widest maxValue the schema declares for a number (any option of a union), else an int column's. */
function declaredMax(node: Node | undefined): number {
  const base = unwrap(node);
  if (!base) return DB_INTEGER_MAX.int;
  if (base.type === 'union' || base.type === 'variant') return Math.max(...(base.options ?? []).map(declaredMax));
  const max = base.pipe?.find((action) => action.type === 'max_value')?.requirement;
  return typeof max === 'number' ? Math.min(max, DB_INTEGER_MAX.bigint) : DB_INTEGER_MAX.int;
}

/** Which option of a union or variant describes an object value: the variant's by its key, else the first object. */
function optionFor(node: Node, value: Record<string, unknown>): Node | undefined {
  const options = (node.options ?? []).map(unwrap);
  if (node.type === 'variant' && typeof node.key === 'string') {
    const key = node.key;
    const chosen = options.find((option) => unwrap(option?.entries?.[key])?.literal === value[key]);
    if (chosen) return chosen.type === 'variant' ? optionFor(chosen, value) : chosen;
  }
  return options.find((option) => option?.entries !== undefined);
}

function childOf(node: Node | undefined, value: unknown, key: string | number): Node | undefined {
  if (!node) return undefined;
  if (Array.isArray(value)) return node.type === 'tuple' ? node.items?.[key as number] : node.item;
  if (node.type === 'record') return node.value;
  if (node.type === 'union' || node.type === 'variant') {
    return unwrap(optionFor(node, value as Record<string, unknown>)?.entries?.[key as string]);
  }
  return node.entries?.[key as string];
}

const isPlainObject = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null && [Object.prototype, null].includes(Object.getPrototypeOf(item));

/** The field errors of value (what the schema answered) against the rules above; none when it keeps them. */
export function inputRuleErrors(schema: unknown, value: unknown, where: FieldError['in']): FieldError[] {
  const errors: FieldError[] = [];
  const fieldName = (path: (string | number)[]) => (path.length > 0 ? path.join('.') : where === 'body' ? 'body' : where);

  function visit(schemaNode: Node | undefined, item: unknown, path: (string | number)[]) {
    const node = unwrap(schemaNode);
    if (typeof item === 'string') {
      if (hasUnstorableCharacter(item)) errors.push({ field: fieldName(path), in: where, message: VALIDATION_MESSAGES.invalidCharacter });
      return;
    }
    if (typeof item === 'number') {
      const max = declaredMax(node);
      if (!Number.isInteger(item) || Math.abs(item) > max) {
        errors.push({ field: fieldName(path), in: where, message: VALIDATION_MESSAGES.wholeNumber });
      }
      return;
    }
    if (Array.isArray(item)) {
      item.forEach((element, index) => visit(childOf(node, item, index), element, [...path, index]));
      return;
    }
    if (isPlainObject(item)) {
      for (const [key, element] of Object.entries(item)) {
        // A record's keys are data as much as its values.
        if (hasUnstorableCharacter(key)) errors.push({ field: fieldName(path), in: where, message: VALIDATION_MESSAGES.invalidCharacter });
        visit(childOf(node, item, key), element, [...path, key]);
      }
    }
  }

  visit(schema as Node, value, []);
  return errors;
}
