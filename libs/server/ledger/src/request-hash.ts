import { createHash } from 'node:crypto';

/**
 * SHA-256 (hex) of the body as canonical JSON: object keys sorted at every depth, so the same
 * request sent with its fields in another order hashes the same. Follows JSON.stringify otherwise
 * (toJSON is honoured, undefined object members are left out, undefined in arrays becomes null).
 */
export function hashRequestBody(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export function canonicalJson(value: unknown): string {
  return canonical(value) ?? 'null';
}

function canonical(value: unknown): string | undefined {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item) ?? 'null').join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .flatMap((key) => {
        const member = canonical((value as Record<string, unknown>)[key]);
        return member === undefined ? [] : [`${JSON.stringify(key)}:${member}`];
      });
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'bigint') throw new TypeError('a request body cannot hold a bigint');
  return JSON.stringify(value);
}
