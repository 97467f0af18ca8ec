/** The width a JPEG's start-of-frame marker (SOF0-SOF2) declares, or null when there is none. */
export function jpegWidth(jpeg: Buffer): number | null {
  let at = 2;
  while (at + 9 < jpeg.length) {
    if (jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1] ?? 0;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return jpeg.readUInt16BE(at + 7);
    at += 2 + length;
  }
  return null;
}
