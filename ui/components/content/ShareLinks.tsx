import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { useHydrated } from "./hydrated.ts";

export interface ShareLinksProps {
  url: string;
  subject: string;
  message: string;
}

/** Ways to send a link: e-mail and text message (plain links), then copy and the system share sheet once the page runs. */
export function ShareLinks({ url, subject, message }: ShareLinksProps) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"idle" | "done" | "failed">("idle");
  const body = `${message} ${url}`;
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";
  const canCopy = hydrated && typeof navigator !== "undefined" && navigator.clipboard !== undefined;
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied("done"),
      () => setCopied("failed"),
    );
  };
  return (
    <div className="share-links">
      <ul className="share-links__list">
        <li>
          <a className="button button--primary" href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}>
            <Trans>Par e-mail</Trans>
          </a>
        </li>
        <li>
          <a className="button button--ghost" href={`sms:?&body=${encodeURIComponent(body)}`}>
            <Trans>Par SMS</Trans>
          </a>
        </li>
        {canCopy ? (
          <li>
            <button type="button" className="button button--ghost" onClick={copy}>
              <Trans>Copier le lien</Trans>
            </button>
          </li>
        ) : null}
        {canShare ? (
          <li>
            <button type="button" className="button button--ghost" onClick={() => void navigator.share({ title: subject, text: message, url }).catch(() => undefined)}>
              <Trans>Partager…</Trans>
            </button>
          </li>
        ) : null}
      </ul>
      <p className="share-links__url">
        <Trans>Le lien :</Trans> <a href={url}>{url}</a>
      </p>
      <p className="share-links__status" role="status">
        {copied === "done" ? <Trans>Lien copié.</Trans> : copied === "failed" ? <Trans>Le lien n'a pas pu être copié.</Trans> : null}
      </p>
    </div>
  );
}
