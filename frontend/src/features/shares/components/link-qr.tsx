// The link as a QR code a clinician can scan from the person's phone: uqr's module matrix drawn as one SVG path
// (error correction M, 4 modules of quiet zone), in the share dialog's lazy chunk only (docs/SHARING.md "Links").
import { useMemo } from 'react';
import { encode } from 'uqr';

const QUIET = 4;

/** One `h1v1h-1z` square per dark module, on a grid of module units. */
function modulesPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    }),
  );
  return path;
}

export function LinkQr({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 0 });
    return { size: qr.size + 2 * QUIET, path: modulesPath(qr.data) };
  }, [text]);
  return (
    <svg className="share-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
