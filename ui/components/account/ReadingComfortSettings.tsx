// Issue 30 "Reading comfort" (docs/decisions/054): the form of /confort-de-lecture. Five choices (text size, line
// spacing, font, theme, motion) as radio cards, a plain POST that works without JavaScript; the page, and every page after
// it, comes from the server with the settings applied.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { ReadingComfort } from "../../../domain/reading-comfort/reading-comfort.ts";
import { AccountForm, ChoiceGroup, FormAlert, SubmitButton } from "./form-kit.tsx";

export interface ReadingComfortSettingsProps {
  comfort: ReadingComfort;
  /** After a submission: saved, or a value the page does not offer (a form altered by hand). */
  outcome?: "saved" | "invalid" | null;
  pending?: boolean;
}

export function ReadingComfortSettings({ comfort, outcome = null, pending = false }: ReadingComfortSettingsProps) {
  const { t } = useLingui();
  return (
    <section className="account-card reading-comfort" aria-labelledby="reading-comfort-title">
      <h1 id="reading-comfort-title" className="account-card__title">
        <Trans>Confort de lecture</Trans>
      </h1>
      <p className="account-card__lead">
        <Trans>
          Choisissez la taille du texte, l'espacement, la police, le thème et les animations. Vos choix valent pour
          toutes les pages, sur cet appareil.
        </Trans>
      </p>
      {outcome === "saved" ? (
        <FormAlert tone="success">
          <p>
            <Trans>Vos réglages sont enregistrés sur cet appareil.</Trans>
          </p>
        </FormAlert>
      ) : outcome === "invalid" ? (
        <FormAlert>
          <p>
            <Trans>Ce réglage n'existe pas : choisissez une des options proposées.</Trans>
          </p>
        </FormAlert>
      ) : null}
      <AccountForm aria-labelledby="reading-comfort-title">
        <ChoiceGroup
          name="textSize"
          legend={t`Taille du texte`}
          defaultValue={String(comfort.textSize)}
          choices={[
            { value: "0", label: t`Normale` },
            { value: "1", label: t`Grande` },
            { value: "2", label: t`Plus grande` },
            { value: "3", label: t`Très grande` },
          ]}
        />
        <ChoiceGroup
          name="lineSpacing"
          legend={t`Espacement`}
          defaultValue={comfort.lineSpacing}
          choices={[
            { value: "normal", label: t`Normal` },
            { value: "wide", label: t`Aéré`, description: t`Plus d'espace entre les lignes, les mots et les lettres.` },
          ]}
        />
        <ChoiceGroup
          name="font"
          legend={t`Police`}
          defaultValue={comfort.font}
          choices={[
            { value: "default", label: t`Habituelle` },
            {
              value: "hyperlegible",
              label: (
                <span className="reading-comfort__sample reading-comfort__sample--hyperlegible">{t`Très lisible`}</span>
              ),
              description: t`Atkinson Hyperlegible : des lettres faciles à distinguer, pour les malvoyants.`,
            },
            {
              value: "dyslexia",
              label: (
                <span className="reading-comfort__sample reading-comfort__sample--dyslexia">{t`Adaptée à la dyslexie`}</span>
              ),
              description: t`OpenDyslexic : le bas des lettres est plus épais, elles se retournent moins.`,
            },
          ]}
        />
        <ChoiceGroup
          name="theme"
          legend={t`Thème`}
          defaultValue={comfort.theme}
          choices={[
            { value: "system", label: t`Comme sur l'appareil` },
            { value: "light", label: t`Clair`, description: t`Texte sombre sur fond clair.` },
            { value: "dark", label: t`Sombre`, description: t`Texte clair sur fond sombre, plus doux le soir.` },
          ]}
        />
        <ChoiceGroup
          name="motion"
          legend={t`Animations`}
          defaultValue={comfort.motion}
          choices={[
            { value: "system", label: t`Comme sur l'appareil` },
            {
              value: "reduce",
              label: t`Réduites`,
              description: t`Les cartes se retournent et les menus s'ouvrent sans mouvement.`,
            },
          ]}
        />
        <SubmitButton pending={pending}>
          <Trans>Enregistrer</Trans>
        </SubmitButton>
      </AccountForm>
      <p className="account-card__footer">
        <Link to="/revisions">
          <Trans>Aller aux révisions</Trans>
        </Link>
      </p>
    </section>
  );
}
