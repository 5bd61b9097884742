import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG rectangles from the encoder's module matrix (no HTML strings, nothing
 * fetched): crisp at any print size. Level M survives a scuffed label; a 4-module quiet zone
 * lets a phone camera or a USB scanner find it on a full sheet.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) {
        if (modules.get(y, x)) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
      }
    }
    return { size: modules.size + quiet * 2, path: d };
  }, [text]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
