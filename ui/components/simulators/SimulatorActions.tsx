import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MENTION_THRESHOLDS, MENTIONS } from "../../../domain/simulators/outcome.ts";
import { useSimulatorWords } from "./labels.ts";
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

/** §1 the mentions and their thresholds, as a table (the same scale for the Bac and the Brevet). */
export function MentionsTable({ caption }: { caption: ReactNode }) {
  const { t } = useLingui();
  const words = useSimulatorWords();
  return (
    <table className="sim-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Moyenne</Trans>
          </th>
          <th scope="col">
            <Trans>Mention</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {MENTIONS.map((mention) => {
          const threshold = MENTION_THRESHOLDS[mention];
          return (
            <tr key={mention}>
              <th scope="row">{t`${threshold} ou plus`}</th>
              <td>{words.mentions[mention]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
