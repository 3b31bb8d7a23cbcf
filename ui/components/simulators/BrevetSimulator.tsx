import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import {
  BREVET_EXAMS,
  BREVET_FIELDS,
  BREVET_OPTION_BONUS_ABOVE,
  BREVET_OPTION_SLOTS,
  BREVET_SESSION,
  BREVET_SHARES,
  BREVET_SUBJECTS,
  type BrevetControleContinuMode,
  type BrevetResult,
  readBrevetForm,
  simulateBrevet,
} from "../../../domain/simulators/brevet.ts";
import type { MarkError } from "../../../domain/simulators/marks.ts";
import { MentionsTable, SimulatorActions, resultFigures } from "./SimulatorActions.tsx";
import { useSimulatorWords } from "./labels.ts";
import { type FormValues, useSimulatorForm } from "./use-simulator-form.tsx";
import { ResultBar, ResultPanel } from "./ResultPanel.tsx";
import "../../styles/simulators.css";

/** §2 the path of the Brevet simulator. */
export const BREVET_SIMULATOR_PATH = "/simulateur-de-notes-brevet";

/** Reads and simulates the form values (the same on the server and while typing). */
export function computeBrevet(values: FormValues): { result: BrevetResult; errors: Record<string, MarkError> } {
  const { input, errors } = readBrevetForm((field) => values[field]);
  return { result: simulateBrevet(input), errors };
}

export interface BrevetSimulatorProps {
  /** Values from the query string (a shared link, or the form submitted without JavaScript). */
  initialValues: FormValues;
  /** What the server computed for initialValues (the page is readable before any JavaScript runs). */
  initial?: ReturnType<typeof computeBrevet>;
}

/** §1/§2 the Brevet (DNB) grade simulator: marks in, live result out; a plain GET form without JavaScript. */
export function BrevetSimulator({ initialValues, initial }: BrevetSimulatorProps) {
  const { t } = useLingui();
  const words = useSimulatorWords();
  const { values, result, onChange, field, onSubmit, formRef, resultHeading } = useSimulatorForm({
    initialValues,
    initial,
    compute: computeBrevet,
    path: BREVET_SIMULATOR_PATH,
  });
  const mode: BrevetControleContinuMode = values[BREVET_FIELDS.mode] === "moyenne" ? "moyenne" : "detail";
  const coefficientHint = (coefficient: number) => {
    const value = words.coefficient(coefficient);
    return t`Coefficient ${value}`;
  };
  const optionLabel = (n: number) => t`Option ${n}`;
  const bonusFrom = BREVET_OPTION_BONUS_ABOVE;
  const share = result.enteredShare;
  const missingCount = result.missing.length;
  const ccShare = BREVET_SHARES.controleContinu;
  const examShare = BREVET_SHARES.epreuves;
  const optionsOpen = Array.from({ length: BREVET_OPTION_SLOTS }, (_, i) => BREVET_FIELDS.option(i + 1)).some((id) =>
    Boolean(values[id]),
  );

  return (
    <div className="sim">
      <header className="sim__header">
        <h1 className="sim__title">
          <Trans>Simulateur de notes du brevet</Trans>
        </h1>
        <p className="sim__lead">
          <Trans>
            Saisis tes moyennes de 3e et tes notes aux épreuves finales : ta note au brevet, ta mention et ce qu'il te
            reste à obtenir se calculent au fur et à mesure.
          </Trans>
        </p>
      </header>

      <div className="sim__layout">
        <form
          ref={formRef}
          className="sim__form"
          method="get"
          action={`${BREVET_SIMULATOR_PATH}#resultat`}
          onSubmit={onSubmit}
          noValidate
        >
          <fieldset className="sim-block">
            <legend className="sim-block__legend">
              <Trans>Contrôle continu ({ccShare} %)</Trans>
            </legend>
            <p className="sim-block__help">
              <Trans>
                La moyenne de tes moyennes annuelles de 3e, chaque enseignement obligatoire comptant autant.
              </Trans>
            </p>
            <fieldset className="sim-mode">
              <legend className="sim-mode__legend">
                <Trans>Comment veux-tu saisir ton contrôle continu ?</Trans>
              </legend>
              {(["detail", "moyenne"] as const).map((value) => (
                <label key={value} className="sim-mode__choice">
                  <input
                    type="radio"
                    name={BREVET_FIELDS.mode}
                    value={value}
                    checked={mode === value}
                    onChange={() => onChange(BREVET_FIELDS.mode, value)}
                  />
                  {value === "detail" ? <Trans>Matière par matière</Trans> : <Trans>Ma moyenne générale de 3e</Trans>}
                </label>
              ))}
            </fieldset>
            {mode === "moyenne" ? (
              <div className="sim-grid sim-grid--exams">
                {field(BREVET_FIELDS.average, t`Moyenne générale de 3e`, t`La moyenne de tes moyennes annuelles`)}
              </div>
            ) : (
              <>
                <p className="sim-block__help">
                  <Trans>Laisse vide un enseignement que tu ne suis pas : il ne compte pas.</Trans>
                </p>
                <div className="sim-grid sim-grid--exams">
                  {BREVET_SUBJECTS.map((subject) =>
                    field(BREVET_FIELDS.subject(subject), words.brevetSubjects[subject]),
                  )}
                </div>
              </>
            )}
          </fieldset>

          <fieldset className="sim-block">
            <legend className="sim-block__legend">
              <Trans>Épreuves finales ({examShare} %)</Trans>
            </legend>
            <div className="sim-grid sim-grid--exams">
              {BREVET_EXAMS.map((exam) =>
                field(BREVET_FIELDS.exam(exam.id), words.brevetExams[exam.id], coefficientHint(exam.coefficient)),
              )}
            </div>
          </fieldset>

          <details className="sim-block sim-options" open={optionsOpen || undefined}>
            <summary className="sim-options__summary">
              <Trans>Enseignements optionnels (facultatif)</Trans>
            </summary>
            <p className="sim-block__help">
              <Trans>
                Latin, grec, langue régionale, chant choral… Les points au-dessus de {bonusFrom}/20 s'ajoutent à ton
                contrôle continu, qui ne peut pas dépasser 20.
              </Trans>
            </p>
            <div className="sim-grid sim-grid--exams">
              {Array.from({ length: BREVET_OPTION_SLOTS }, (_, i) =>
                field(BREVET_FIELDS.option(i + 1), optionLabel(i + 1)),
              )}
            </div>
          </details>

          <SimulatorActions path={BREVET_SIMULATOR_PATH} />
          <ResultBar
            diploma="brevet"
            complete={result.complete}
            averageHundredths={result.averageHundredths}
            outcome={result.outcome}
          />
        </form>

        <ResultPanel
          diploma="brevet"
          {...resultFigures(result)}
          headingRef={resultHeading}
          progress={
            <>
              <Trans>Part de la note déjà saisie : {share} %.</Trans>{" "}
              <Plural value={missingCount} one="Il manque encore # note." other="Il manque encore # notes." />
            </>
          }
        />
      </div>

      <BrevetRules />
    </div>
  );
}

/** §1 the rules of the DNB, written from the same data the computation uses. */
function BrevetRules() {
  const words = useSimulatorWords();
  const session = BREVET_SESSION;
  const ccShare = BREVET_SHARES.controleContinu;
  const examShare = BREVET_SHARES.epreuves;
  return (
    <section className="sim-rules" aria-labelledby="regles-brevet">
      <h2 id="regles-brevet">
        <Trans>Comment est calculée ta note au brevet ?</Trans>
      </h2>
      <p>
        <Trans>
          Depuis la session {session}, le brevet est noté sur 20 : {ccShare} % pour le contrôle continu (la moyenne de
          tes moyennes annuelles de 3e) et {examShare} % pour les épreuves finales, chacune avec son coefficient.
        </Trans>
      </p>
      <table className="sim-table">
        <caption>
          <Trans>Épreuves finales</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Épreuve</Trans>
            </th>
            <th scope="col">
              <Trans>Coefficient</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {BREVET_EXAMS.map((exam) => (
            <tr key={exam.id}>
              <th scope="row">{words.brevetExams[exam.id]}</th>
              <td>{words.coefficient(exam.coefficient)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>
        <Trans>Résultats et mentions</Trans>
      </h3>
      <p>
        <Trans>
          Tu as ton brevet avec une moyenne finale d'au moins 10/20. Le brevet n'a pas d'oral de rattrapage.
        </Trans>
      </p>
      <MentionsTable caption={<Trans>Mentions</Trans>} />
      <p className="sim-rules__note">
        <Trans>
          Ce simulateur concerne les élèves de collège. Les candidats individuels, qui ne passent pas l'oral mais une
          épreuve de langue vivante et sont notés sur les seules épreuves finales, ne sont pas couverts. Les textes
          officiels et ton collège font foi.
        </Trans>
      </p>
      <p>
        <Link to="/brevet">
          <Trans>Tout savoir sur le brevet</Trans>
        </Link>
      </p>
    </section>
  );
}
