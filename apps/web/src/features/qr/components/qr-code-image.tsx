import { QR_ERROR_CORRECTION, QR_SIZE } from '@venue/contract/domain';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The white border a scanner needs around the code, in modules (the QR standard's 4). */
export const QR_QUIET_ZONE = 4;

type Level = 'L' | 'M' | 'Q' | 'H';
/**
 * Byte for a qrUuid (lower-case letters are outside the alphanumeric set); Alphanumeric for the
 * device pass's base45 text (decision 070), which packs 114 characters into a version-8 code
 * instead of the version 10 that Byte would need at level H.
 */
export type QrMode = 'Byte' | 'Alphanumeric';

/**
 * The code's dark modules as one SVG path (runs of a row joined), and the side in modules with
 * the quiet zone. The version is the smallest that holds `text` at `level` (typeNumber 0).
 */
export function qrCodePath(
  text: string,
  level: Level,
  mode: QrMode = 'Byte',
): { side: number; path: string } {
  const qr = qrcode(0, level);
  qr.addData(text, mode);
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
 * is exactly 4 px. The device pass's code (Alphanumeric, version 8, 49 modules) draws its
 * modules at about 3.2 px, which the door's cameras and jsqr read at a phone's pixel ratio.
 * Black on white whatever the theme, since scanners expect dark on light.
 */
export function QrCodeImage({
  value,
  size = QR_SIZE,
  level = QR_ERROR_CORRECTION,
  mode = 'Byte',
  label = '입장용 QR 코드',
  className,
}: {
  value: string;
  size?: number;
  level?: Level;
  mode?: QrMode;
  label?: string;
  className?: string;
}) {
  const { side, path } = useMemo(() => qrCodePath(value, level, mode), [value, level, mode]);
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
      data-mode={mode}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
