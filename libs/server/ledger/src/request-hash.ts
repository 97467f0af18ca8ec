import { createHash, hash } from 'node:crypto';

/** One-shot SHA-256 where Node has it (20.12+): every keyed request hashes its body, and it saves the Hash object. */
const sha256Hex: (text: string) => string =
  typeof hash === 'function'
    ? (text) => hash('sha256', text, 'hex')
    : (text) => createHash('sha256').update(text).digest('hex');

/**
 * SHA-256 (hex) of the body as canonical JSON: object keys sorted at every depth, so the same
 * request sent with its fields in another order hashes the same. Follows JSON.stringify otherwise
 * (toJSON is honoured, undefined object members are left out, undefined in arrays becomes null).
 */
export function hashRequestBody(body: unknown): string {
  return sha256Hex(canonicalJson(body));
}

export function canonicalJson(value: unknown): string {
  return canonical(value) ?? 'null';
}

// Plain loops and string appends rather than map/flatMap/join: it runs on every money request.
function canonical(value: unknown): string | undefined {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') throw new TypeError('a request body cannot hold a bigint');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) text += ',';
      text += canonical(value[index]) ?? 'null';
    }
    return `${text}]`;
  }
  const keys = Object.keys(value).sort();
  let text = '{';
  for (const key of keys) {
    const member = canonical((value as Record<string, unknown>)[key]);
    if (member === undefined) continue;
    if (text.length > 1) text += ',';
    text += `${JSON.stringify(key)}:${member}`;
  }
  return `${text}}`;
}
