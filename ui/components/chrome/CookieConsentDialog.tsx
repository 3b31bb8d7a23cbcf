// The cookie choices: strictly necessary (always on), analytics, marketing. Saved in local storage and a cookie;
// the tag manager loads only with analytics consent (application/web/chrome/cookie-consent.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CookieConsent } from "../../../application/web/chrome/cookie-consent.ts";
import { useUseCase } from "../../composition/hooks.ts";
import { Dialog } from "./Dialog.tsx";
import { CloseIcon } from "./icons.tsx";

export function CookieConsentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const consent = useUseCase(CookieConsent);
  const [stored] = useState(() => consent.read());
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  const [marketing, setMarketing] = useState(stored?.marketing ?? false);
  const save = (choice: { analytics: boolean; marketing: boolean }) => {
    consent.save(choice);
    onClose();
  };
  return (
    <Dialog labelledBy="cookie-title" describedBy="cookie-text" onClose={onClose} className="cookie-dialog">
      <div className="dialog__header">
        <h2 id="cookie-title" className="dialog__title">
          <Trans>Vos préférences cookies</Trans>
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t`Fermer`}>
          <CloseIcon />
        </button>
      </div>
      <p id="cookie-text">
        <Trans>
          Choisissez ce que nous pouvons mesurer. Vous pouvez changer d'avis à tout moment depuis le pied de page.
        </Trans>
      </p>
      <form
        className="cookie-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          save({ analytics, marketing });
        }}
      >
        <fieldset className="cookie-dialog__choices">
          <legend className="visually-hidden">
            <Trans>Catégories de cookies</Trans>
          </legend>
          <label className="check">
            <input type="checkbox" checked disabled />
            <span>
              <strong>
                <Trans>Nécessaires</Trans>
              </strong>{" "}
              <Trans>(toujours actifs) : connexion, langue, sécurité.</Trans>
            </span>
          </label>
          <label className="check">
            <input
              type="checkbox"
              name="analytics"
              checked={analytics}
              onChange={(e) => setAnalytics(e.target.checked)}
            />
            <span>
              <strong>
                <Trans>Mesure d'audience</Trans>
              </strong>{" "}
              <Trans>: comprendre l'usage du site pour l'améliorer.</Trans>
            </span>
          </label>
          <label className="check">
            <input
              type="checkbox"
              name="marketing"
              checked={marketing}
              onChange={(e) => setMarketing(e.target.checked)}
            />
            <span>
              <strong>
                <Trans>Marketing</Trans>
              </strong>{" "}
              <Trans>: mesurer l'efficacité de nos campagnes.</Trans>
            </span>
          </label>
        </fieldset>
        <div className="cookie-dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => save({ analytics: false, marketing: false })}
          >
            <Trans>Tout refuser</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => save({ analytics: true, marketing: true })}
          >
            <Trans>Tout accepter</Trans>
          </button>
          <button type="submit" className="button button--primary">
            <Trans>Enregistrer mes choix</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
