import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code of the text, drawn as one SVG path in the text colour on the surface (dark on light,
 * as scanners expect), with the four-module quiet zone the standard asks for.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { count, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const modules = code.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row += 1)
      for (let col = 0; col < modules; col += 1) if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { count: modules + 8, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      className="rounded bg-surface text-text"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
