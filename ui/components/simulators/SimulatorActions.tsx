import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { ResultPanelProps } from "./ResultPanel.tsx";

/** The submit and reset actions of a simulator form, with the note that the address keeps the marks. */
export function SimulatorActions({ path }: { path: string }) {
  return (
    <>
      <div className="sim-actions">
        <button type="submit" className="button button--primary">
          <Trans>Calculer et créer le lien</Trans>
        </button>
        <Link to={path} className="sim-actions__reset" reloadDocument>
          <Trans>Tout effacer</Trans>
        </Link>
      </div>
      <p className="sim-actions__note">
        <Trans>L'adresse de la page garde tes notes : copie-la pour partager ou retrouver ta simulation.</Trans>
      </p>
    </>
  );
}

type ResultFigures = Pick<
  ResultPanelProps,
  | "complete"
  | "averageHundredths"
  | "outcome"
  | "mention"
  | "nextMention"
  | "missingToPassHundredths"
  | "targets"
  | "controleContinuHundredths"
  | "epreuvesHundredths"
>;

/** The figures of a computed simulation that the result panel shows (the same for both diplomas). */
export function resultFigures(result: ResultFigures): ResultFigures {
  return {
    complete: result.complete,
    averageHundredths: result.averageHundredths,
    outcome: result.outcome,
    mention: result.mention,
    nextMention: result.nextMention,
    missingToPassHundredths: result.missingToPassHundredths,
    targets: result.targets,
    controleContinuHundredths: result.controleContinuHundredths,
    epreuvesHundredths: result.epreuvesHundredths,
  };
}
