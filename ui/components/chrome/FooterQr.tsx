// §2 the QR code on wide screens: drawn in the browser, and only where it is shown (from 1264px), so phones never
// download the encoder. The link works (and is named) before and without it.
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { BREAKPOINTS } from "../../../domain/layout/tokens.ts";
import { appQrLink } from "./app-links.ts";

const QrCode = lazy(() => import("./QrCode.tsx").then((m) => ({ default: m.QrCode })));

export function FooterQr({ publicOrigin }: { publicOrigin: string }) {
  const { t } = useLingui();
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  const link = appQrLink(publicOrigin);
  return (
    <a className="site-footer__qr" href={link} aria-label={t`Ouvrir le site sur votre téléphone (code QR)`}>
      {wide ? (
        <Suspense fallback={<span className="site-footer__qr-box" />}>
          <QrCode value={link} size={104} />
        </Suspense>
      ) : (
        <span className="site-footer__qr-box" />
      )}
    </a>
  );
}
