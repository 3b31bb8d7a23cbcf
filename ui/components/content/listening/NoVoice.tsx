import { Trans, useLingui } from "@lingui/react/macro";
import { languageName } from "./use-read-aloud.ts";

/** The device has no voice for the block's language: said plainly, with what the pupil can do. */
export function NoVoice({ lang, dictation = false }: { lang: string; dictation?: boolean }) {
  const { i18n } = useLingui();
  const language = languageName(lang, i18n.locale);
  return (
    <p className="listening__no-voice" role="status">
      <Trans>
        Aucune voix « {language} » n'est installée sur cet appareil : votre navigateur ne peut pas lire ce texte à voix haute.
      </Trans>{" "}
      {dictation ? (
        <Trans>Ajoutez cette voix dans les réglages de synthèse vocale de votre appareil, ou faites-vous dicter le texte par quelqu'un.</Trans>
      ) : (
        <Trans>Ajoutez cette voix dans les réglages de synthèse vocale de votre appareil, ou lisez la transcription.</Trans>
      )}
    </p>
  );
}
