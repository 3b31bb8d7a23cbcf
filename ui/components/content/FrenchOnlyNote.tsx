import { Trans } from "@lingui/react/macro";

/** §2 Language: an English page whose document exists only in French says so before the French text. */
export function FrenchOnlyNote() {
  return (
    <p className="content-note" role="note">
      <Trans>Ce contenu n'existe qu'en français.</Trans>
    </p>
  );
}
