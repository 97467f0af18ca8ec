export type FlvTag = 'audio' | 'video' | 'script' | 'other';

export type FlvRead = { status: number; contentType: string | null; signature: string; tags: FlvTag[] };

const TAG_TYPES: Record<number, FlvTag> = { 8: 'audio', 9: 'video', 18: 'script' };
const HEADER_AND_FIRST_SIZE = 9 + 4;
const TAG_HEADER = 11;
const PREVIOUS_TAG_SIZE = 4;

/** The complete tags in an FLV byte stream so far (header, then tag + previous-tag-size pairs). */
export function flvTags(bytes: Buffer): FlvTag[] {
  const tags: FlvTag[] = [];
  let offset = HEADER_AND_FIRST_SIZE;
  while (offset + TAG_HEADER <= bytes.length) {
    const size = bytes.readUIntBE(offset + 1, 3);
    const end = offset + TAG_HEADER + size + PREVIOUS_TAG_SIZE;
    if (end > bytes.length) break;
    tags.push(TAG_TYPES[bytes[offset] ?? 0] ?? 'other');
    offset = end;
  }
  return tags;
}

/** Plays an HTTP-FLV stream until `enough(tags)` holds or the time runs out, then hangs up. */
export async function readFlv(url: string, enough: (tags: FlvTag[]) => boolean, timeoutMs: number): Promise<FlvRead> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let bytes = Buffer.alloc(0);
  try {
    const response = await fetch(url, { signal: controller.signal });
    const read = { status: response.status, contentType: response.headers.get('content-type') };
    const reader = response.body?.getReader();
    try {
      while (reader && !enough(flvTags(bytes))) {
        const { value, done } = await reader.read();
        if (done) break;
        bytes = Buffer.concat([bytes, value]);
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
    return { ...read, signature: bytes.subarray(0, 3).toString('latin1'), tags: flvTags(bytes) };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
