import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode, Ref } from "react";
import type { Mention, NextMention } from "../../../domain/simulators/outcome.ts";
import type { TargetView } from "../../../domain/simulators/weighted.ts";
import { useSimulatorWords } from "./labels.ts";

export type SimulatorOutcome = "admis" | "second-groupe" | "ajourne" | "non-admis";

export interface ResultPanelProps {
  diploma: "bac" | "brevet";
  complete: boolean;
  averageHundredths: number | null;
  outcome: SimulatorOutcome | null;
  mention: Mention | null;
  nextMention: NextMention | null;
  missingToPassHundredths: number | null;
  targets: readonly TargetView[];
  controleContinuHundredths: number | null;
  epreuvesHundredths: number | null;
  /** How much is entered so far ("40 coefficients sur 100"…), shown while incomplete. */
  progress: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The Bac's second group, when it applies. */
  children?: ReactNode;
}

/** §1 grade simulators: the result: average, decision, mention, what the next mention takes, or what is left to earn. */
export function ResultPanel(props: ResultPanelProps) {
  const { t } = useLingui();
  const words = useSimulatorWords();
  const {
    diploma,
    complete,
    averageHundredths: average,
    outcome,
    mention,
    nextMention,
    missingToPassHundredths,
    targets,
    controleContinuHundredths,
    epreuvesHundredths,
    progress,
    headingRef,
    children,
  } = props;
  const decision: Record<SimulatorOutcome, string> = {
    admis: diploma === "bac" ? t`Bac obtenu` : t`Brevet obtenu`,
    "second-groupe": t`Second groupe : oraux de rattrapage`,
    ajourne: t`Bac non obtenu`,
    "non-admis": t`Brevet non obtenu`,
  };
  const mentionLabel = (value: Mention) => {
    const name = words.mentions[value];
    return t`Mention ${name}`;
  };
  const mentionText = mention ? mentionLabel(mention) : t`Sans mention`;
  const averageText = average === null ? "" : words.mark(average);
  const summary =
    average === null
      ? ""
      : complete && outcome
        ? `${t`Moyenne : ${averageText} sur 20`}. ${decision[outcome]}${outcome === "admis" ? `, ${mentionText}` : ""}.`
        : t`Moyenne provisoire : ${averageText} sur 20.`;
  const nextMissing = nextMention ? words.mark(nextMention.missingHundredths) : "";
  const nextName = nextMention ? words.mentions[nextMention.mention] : "";
  const passMissing = missingToPassHundredths === null ? "" : words.mark(missingToPassHundredths);
  const targetName = (target: TargetView) => {
    if (target.mention === null) return diploma === "bac" ? t`Avoir le bac (10/20)` : t`Avoir le brevet (10/20)`;
    const name = words.mentions[target.mention];
    const threshold = target.threshold;
    return t`Mention ${name} (${threshold}/20)`;
  };
  const targetValue = (target: TargetView) => {
    if (target.status.kind === "secured") return t`déjà assuré`;
    if (target.status.kind === "out-of-reach") return t`hors de portée`;
    const needed = words.mark(target.status.averageHundredths);
    return t`${needed}/20 de moyenne`;
  };
  return (
    <section className="sim-result" aria-labelledby="resultat-titre" id="resultat">
      <h2 id="resultat-titre" className="sim-result__title" tabIndex={-1} ref={headingRef}>
        <Trans>Ton résultat</Trans>
      </h2>
      <p className="sim-visually-hidden" role="status">
        {summary}
      </p>
      {average === null ? (
        <p className="sim-result__empty">
          <Trans>Saisis tes notes : le résultat se calcule au fur et à mesure.</Trans>
        </p>
      ) : (
        <>
          <p className="sim-result__average">
            <span className="sim-result__average-label">
              {complete ? <Trans>Moyenne finale</Trans> : <Trans>Moyenne provisoire</Trans>}
            </span>
            <span className="sim-result__average-value">
              {words.mark(average)}
              <span className="sim-result__average-unit">/20</span>
            </span>
          </p>
          {complete && outcome ? (
            <div className={`sim-result__decision sim-result__decision--${outcome}`}>
              <p className="sim-result__decision-text">{decision[outcome]}</p>
              {outcome === "admis" ? <p className="sim-result__mention">{mentionText}</p> : null}
            </div>
          ) : (
            <p className="sim-result__progress">{progress}</p>
          )}
          {nextMention ? (
            <p className="sim-result__next">
              <Trans>
                Encore {nextMissing} de moyenne pour la mention {nextName}.
              </Trans>
            </p>
          ) : null}
          {missingToPassHundredths !== null ? (
            <p className="sim-result__next">
              <Trans>Il manque {passMissing} de moyenne pour atteindre 10/20.</Trans>
            </p>
          ) : null}
          <dl className="sim-result__parts">
            <div>
              <dt>
                <Trans>Contrôle continu</Trans>
              </dt>
              <dd>{controleContinuHundredths === null ? "—" : `${words.mark(controleContinuHundredths)}/20`}</dd>
            </div>
            <div>
              <dt>
                <Trans>Épreuves finales</Trans>
              </dt>
              <dd>{epreuvesHundredths === null ? "—" : `${words.mark(epreuvesHundredths)}/20`}</dd>
            </div>
          </dl>
        </>
      )}
      {!complete && average !== null ? (
        <>
          <h3 className="sim-result__subtitle">
            <Trans>Ce qu'il te faut sur les notes restantes</Trans>
          </h3>
          <ul className="sim-targets">
            {targets.map((target) => (
              <li key={target.threshold} className={`sim-targets__item sim-targets__item--${target.status.kind}`}>
                <span className="sim-targets__name">{targetName(target)}</span>
                <span className="sim-targets__value">{targetValue(target)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {children}
    </section>
  );
}

export interface ResultBarProps {
  diploma: "bac" | "brevet";
  complete: boolean;
  averageHundredths: number | null;
  outcome: SimulatorOutcome | null;
}

/** §1 grade simulators: the one-line summary that follows the form on phones, with a link to the full result. */
export function ResultBar({ diploma, complete, averageHundredths, outcome }: ResultBarProps) {
  const { t } = useLingui();
  const words = useSimulatorWords();
  if (averageHundredths === null) return null;
  const average = words.mark(averageHundredths);
  const decision: Record<SimulatorOutcome, string> = {
    admis: diploma === "bac" ? t`Bac obtenu` : t`Brevet obtenu`,
    "second-groupe": t`Second groupe`,
    ajourne: t`Bac non obtenu`,
    "non-admis": t`Brevet non obtenu`,
  };
  return (
    <div className="sim-sticky">
      <p className="sim-sticky__text">
        {complete && outcome ? `${average}/20 · ${decision[outcome]}` : t`Provisoire : ${average}/20`}
      </p>
      <a className="sim-sticky__link" href="#resultat">
        <Trans>Voir le détail</Trans>
      </a>
    </div>
  );
}
