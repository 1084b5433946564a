import { QR_ERROR_CORRECTION, QR_SIZE } from '@venue/contract/domain';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The white border a scanner needs around the code, in modules (the QR standard's 4). */
export const QR_QUIET_ZONE = 4;

type Level = 'L' | 'M' | 'Q' | 'H';

/**
 * The code's dark modules as one SVG path (runs of a row joined), and the side in modules with
 * the quiet zone. The version is the smallest that holds `text` at `level` (typeNumber 0).
 */
export function qrCodePath(text: string, level: Level): { side: number; path: string } {
  const qr = qrcode(0, level);
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col++;
      path += `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${col - start}v1h${start - col}z`;
    }
  }
  return { side: count + 2 * QR_QUIET_ZONE, path };
}

/**
 * The member's QR (spec 000 §9: error correction H, size 180), drawn as an SVG image: sharp at
 * any pixel ratio (crispEdges, no smoothing), no canvas, nothing to download. The 180 px include
 * the quiet zone; a qrUuid (36 characters) makes a version-5 code of 37 modules, so each module
 * is exactly 4 px. Black on white whatever the theme, since scanners expect dark on light.
 */
export function QrCodeImage({
  value,
  size = QR_SIZE,
  level = QR_ERROR_CORRECTION,
  label = '입장용 QR 코드',
  className,
}: {
  value: string;
  size?: number;
  level?: Level;
  label?: string;
  className?: string;
}) {
  const { side, path } = useMemo(() => qrCodePath(value, level), [value, level]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={className}
      data-error-correction={level}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
