// The capture time drawn into the picture and read back from a decoded frame.
//
// 32 bits of the wall-clock capture time in milliseconds (mod 2^32, about 49 days) as big cells of
// black or white, each bit's cell above a cell of its complement. A bit is read by comparing the two
// cells, so it survives any brightness change the encoder makes, and a pair that does not clearly
// differ makes the frame unreadable instead of wrong.

/** The strip of cells: 16 columns of 32 px cells, 4 rows (bits 0-15 and their complements, then bits 16-31 and theirs). */
export const STRIP = { x: 64, y: 16, cell: 32, columns: 16, width: 512, height: 128 } as const;

const BITS = 32;
const MODULUS = 2 ** BITS;
/** A bit's two cells must differ by at least this much (of 255) in mean luma. */
const MIN_CONTRAST = 96;

function cellOf(bit: number, complement: boolean) {
  const band = bit < 16 ? 0 : 2;
  return { column: bit % 16, row: band + (complement ? 1 : 0) };
}

/**
 * ffmpeg drawbox filters that paint the strip from the frame's timestamp t (seconds), which the
 * publisher sets to the wall clock when the frame was captured (setpts=RTCTIME).
 */
export function stampFilters(): string[] {
  const { x, y, cell, width, height } = STRIP;
  const filters = [`drawbox=x=${x}:y=${y}:w=${width}:h=${height}:color=black:t=fill`];
  for (let bit = 0; bit < BITS; bit += 1) {
    const set = `gt(bitand(floor(t*1000+0.5)\\,${2 ** bit})\\,0)`;
    for (const complement of [false, true]) {
      const { column, row } = cellOf(bit, complement);
      const enable = complement ? `not(${set})` : set;
      filters.push(
        `drawbox=x=${x + column * cell}:y=${y + row * cell}:w=${cell}:h=${cell}:color=white:t=fill:enable='${enable}'`,
      );
    }
  }
  return filters;
}

/** The receiver's crop: exactly the strip, one grey byte per pixel. */
export const STRIP_CROP = `crop=${STRIP.width}:${STRIP.height}:${STRIP.x}:${STRIP.y},format=gray`;
export const FRAME_BYTES = STRIP.width * STRIP.height;

/** Mean luma of a cell's middle half (its edges carry the encoder's ringing). */
function cellLuma(frame: Buffer, column: number, row: number): number {
  const { cell, width } = STRIP;
  const inset = cell / 4;
  let sum = 0;
  for (let dy = inset; dy < cell - inset; dy += 1) {
    const offset = (row * cell + dy) * width + column * cell;
    for (let dx = inset; dx < cell - inset; dx += 1) sum += frame[offset + dx] ?? 0;
  }
  return sum / (cell - 2 * inset) ** 2;
}

/** The stamped milliseconds mod 2^32, or null when a bit's cells do not clearly differ. */
export function readStamp(frame: Buffer): number | null {
  let code = 0;
  for (let bit = 0; bit < BITS; bit += 1) {
    const on = cellOf(bit, false);
    const off = cellOf(bit, true);
    const difference = cellLuma(frame, on.column, on.row) - cellLuma(frame, off.column, off.row);
    if (Math.abs(difference) < MIN_CONTRAST) return null;
    if (difference > 0) code += 2 ** bit;
  }
  return code;
}

/** The full capture time: the latest time at or before now whose milliseconds mod 2^32 are the stamp. */
export function captureTime(stamp: number, now: number): number {
  return now - ((((now - stamp) % MODULUS) + MODULUS) % MODULUS);
}
