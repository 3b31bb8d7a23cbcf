import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode, type Ref } from "react";
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

/** Says `text` to screen readers once typing pauses (a polite live region, not every keystroke). */
function useSettled(text: string, delay = 700): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/** §1 grade simulators: the result: average, decision, mention, what the next mention takes, or what is left to earn. */
export function ResultPanel(props: ResultPanelProps) {
  const { t } = useLingui();
  const words = useSimulatorWords();
  const { diploma, complete, averageHundredths: average, outcome, mention, nextMention } = props;
  const decision: Record<SimulatorOutcome, string> = {
    admis: diploma === "bac" ? t`Bac obtenu` : t`Brevet obtenu`,
    "second-groupe": t`Second groupe : oraux de rattrapage`,
    ajourne: t`Bac non obtenu`,
    "non-admis": t`Brevet non obtenu`,
  };
  const mentionText = mention ? t`Mention ${words.mentions[mention]}` : t`Sans mention`;
  const summary =
    average === null
      ? ""
      : complete && outcome
        ? `${t`Moyenne : ${words.mark(average)} sur 20`}. ${decision[outcome]}${outcome === "admis" ? `, ${mentionText}` : ""}.`
        : t`Moyenne provisoire : ${words.mark(average)} sur 20.`;
  const announced = useSettled(summary);
  return (
    <section className="sim-result" aria-labelledby="resultat-titre" id="resultat">
      <h2 id="resultat-titre" className="sim-result__title" tabIndex={-1} ref={props.headingRef}>
        <Trans>Ton résultat</Trans>
      </h2>
      <p className="sim-visually-hidden" role="status">
        {announced}
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
            <p className="sim-result__progress">{props.progress}</p>
          )}
          {nextMention ? (
            <p className="sim-result__next">
              <Trans>
                Encore {words.mark(nextMention.missingHundredths)} de moyenne pour la mention{" "}
                {words.mentions[nextMention.mention]}.
              </Trans>
            </p>
          ) : null}
          {props.missingToPassHundredths !== null ? (
            <p className="sim-result__next">
              <Trans>Il manque {words.mark(props.missingToPassHundredths)} de moyenne pour atteindre 10/20.</Trans>
            </p>
          ) : null}
          <dl className="sim-result__parts">
            <div>
              <dt>
                <Trans>Contrôle continu</Trans>
              </dt>
              <dd>{props.controleContinuHundredths === null ? "—" : `${words.mark(props.controleContinuHundredths)}/20`}</dd>
            </div>
            <div>
              <dt>
                <Trans>Épreuves finales</Trans>
              </dt>
              <dd>{props.epreuvesHundredths === null ? "—" : `${words.mark(props.epreuvesHundredths)}/20`}</dd>
            </div>
          </dl>
        </>
      )}
      {!complete ? (
        <>
          <h3 className="sim-result__subtitle">
            <Trans>Ce qu'il te faut sur les notes restantes</Trans>
          </h3>
          <ul className="sim-targets">
            {props.targets.map((target) => (
              <li key={target.threshold} className={`sim-targets__item sim-targets__item--${target.status.kind}`}>
                <span className="sim-targets__name">
                  {target.mention === null
                    ? diploma === "bac"
                      ? t`Avoir le bac (10/20)`
                      : t`Avoir le brevet (10/20)`
                    : t`Mention ${words.mentions[target.mention]} (${target.threshold}/20)`}
                </span>
                <span className="sim-targets__value">
                  {target.status.kind === "secured"
                    ? t`déjà assuré`
                    : target.status.kind === "out-of-reach"
                      ? t`hors de portée`
                      : t`${words.mark(target.status.averageHundredths)}/20 de moyenne`}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {props.children}
    </section>
  );
}
