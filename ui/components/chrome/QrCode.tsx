import { useMemo } from "react";
import { encodeQr } from "./qr.ts";

/** An SVG QR code (one path of dark modules, a 4-module quiet zone). Decorative: callers give the link a name. */
export function QrCode({ value, size = 112, className }: { value: string; size?: number; className?: string }) {
  const path = useMemo(() => {
    const qr = encodeQr(value);
    if (!qr) return null;
    const parts: string[] = [];
    qr.modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
      }),
    );
    return { d: parts.join(""), n: qr.modules.length + 8 };
  }, [value]);
  if (!path) return null;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${path.n} ${path.n}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
    >
      <rect width={path.n} height={path.n} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
