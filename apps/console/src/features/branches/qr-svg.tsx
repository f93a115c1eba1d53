import qrcode from 'qrcode-generator';

/** A QR code drawn as one SVG path (crisp at any print size), with the usual 4-module quiet zone. */
export function QrSvg({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const margin = 4;
  let d = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) d += `M${col + margin} ${row + margin}h1v1h-1z`;
  const box = count + margin * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      className="qr-svg"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

/** The storefront link a table's QR code opens: this tenant's host (decision 028). */
export function tableLink(origin: string, tableId: number, vendor: string | null): string {
  const link = new URL('/', origin);
  link.searchParams.set('table', String(tableId));
  if (vendor) link.searchParams.set('vendor', vendor);
  return link.toString();
}
