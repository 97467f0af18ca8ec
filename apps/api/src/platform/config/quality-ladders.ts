/** Heights of the live quality ladder per brand, as QUALITY_LADDER sets them (docs/media.md, "Quality ladder"). */
export type QualityLadders = Readonly<Partial<Record<string, readonly number[]>>>;

/** `nova=720,480,360;mint=` → { nova: [720, 480, 360], mint: [] }; the format is checked before. */
export function parseQualityLadders(text: string): QualityLadders {
  return Object.fromEntries(
    text.split(';').map((entry) => {
      const [brand = '', heights = ''] = entry.split('=');
      return [brand, heights === '' ? [] : heights.split(',').map(Number)];
    }),
  );
}
