import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { Link } from "react-router";
import {
  BAC_COEFFICIENTS,
  BAC_OPTION_COEFFICIENT_PER_YEAR,
  BAC_OPTION_SLOTS,
  BAC_SECOND_GROUP_MAX_SUBJECTS,
  BAC_SESSIONS,
  BAC_VARIANTS,
  type BacComponent,
  type BacFieldError,
  type BacResult,
  type BacSession,
  type BacSubject,
  type BacVariant,
  bacMarksForSession,
  bacOptionIds,
  bacPartTotal,
  bacSecondGroupId,
  readBacForm,
  simulateBac,
} from "../../../domain/simulators/bac.ts";
import { MentionsTable, SimulatorActions, resultFigures } from "./SimulatorActions.tsx";
import { useSimulatorWords } from "./labels.ts";
import { type FormValues, useSimulatorForm } from "./use-simulator-form.tsx";
import { ResultBar, ResultPanel } from "./ResultPanel.tsx";
import "../../styles/simulators.css";

/** §2 the path of the Bac simulator for a variant (the général lives at the bare path). */
export function bacSimulatorPath(variant: BacVariant): string {
  return variant === "general" ? "/simulateur-de-notes-bac" : `/simulateur-de-notes-bac/${variant}`;
}

/** The query parameter naming the session (absent: the session of the current school year). */
export const BAC_SESSION_PARAM = "session";

/** The simulator of a variant for a session, with the marks given (none: an empty form). */
function bacSessionHref(
  variant: BacVariant,
  session: BacSession,
  marks: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams({ [BAC_SESSION_PARAM]: String(session), ...marks });
  return `${bacSimulatorPath(variant)}?${query.toString()}`;
}

/** Reads and simulates the form values (the same on the server and while typing). */
export function computeBac(
  variant: BacVariant,
  session: BacSession,
  values: FormValues,
): { result: BacResult; errors: Record<string, BacFieldError> } {
  const { input, errors } = readBacForm(variant, session, (field) => values[field]);
  return { result: simulateBac(input), errors };
}

export interface BacSimulatorProps {
  variant: BacVariant;
  /** The session whose coefficients apply (chosen on the page; by default the current school year's). */
  session: BacSession;
  /** Values from the query string (a shared link, or the form submitted without JavaScript). */
  initialValues: FormValues;
  /** What the server computed for initialValues (the page is readable before any JavaScript runs). */
  initial?: ReturnType<typeof computeBac>;
}

/** Groups the contrôle continu components by subject, keeping the table's order. */
function bySubject(components: readonly BacComponent[]): [BacSubject, BacComponent[]][] {
  const groups = new Map<BacSubject, BacComponent[]>();
  for (const c of components) groups.set(c.subject, [...(groups.get(c.subject) ?? []), c]);
  return [...groups];
}

/** §1/§2 the Bac grade simulator: marks in, live result out; a plain GET form without JavaScript. */
export function BacSimulator({ variant, session, initialValues, initial }: BacSimulatorProps) {
  const { t } = useLingui();
  const words = useSimulatorWords();
  const path = bacSimulatorPath(variant);
  const compute = useCallback((values: FormValues) => computeBac(variant, session, values), [variant, session]);
  const { values, result, field, onSubmit, formRef, resultHeading } = useSimulatorForm({
    initialValues,
    initial,
    compute,
    path,
    fixedParams: { [BAC_SESSION_PARAM]: String(session) },
  });
  const components = BAC_COEFFICIENTS[session][variant];
  const controleContinu = components.filter((c) => c.part === "controle-continu");
  const epreuves = components.filter((c) => c.part === "epreuves");
  const coefficientsText = (group: readonly BacComponent[]) => {
    const coefficients = group.map((c) => words.coefficient(c.coefficient)).join(" + ");
    return t`coef. ${coefficients}`;
  };
  const oralLabel = (subject: BacSubject) => {
    const name = words.bacSubjects[subject];
    return t`Oral de rattrapage : ${name}`;
  };
  const secondGroupHint = (writtenHundredths: number, neededHundredths: number | null) => {
    const written = words.mark(writtenHundredths);
    if (neededHundredths === null) return t`Écrit : ${written}. Repassée seule, cette épreuve ne suffit pas.`;
    const needed = words.mark(neededHundredths);
    return t`Écrit : ${written}. Repassée seule, il te faut ${needed} à l'oral.`;
  };
  const yearLabel = (c: BacComponent) => (c.year === "premiere" ? t`Moyenne de première` : t`Moyenne de terminale`);
  const coefficientHint = (coefficient: number) => {
    const value = words.coefficient(coefficient);
    return t`Coefficient ${value}`;
  };
  const optionCoefficient = BAC_OPTION_COEFFICIENT_PER_YEAR;
  const variantName = words.bacVariants[variant];
  const secondGroup = result.secondGroup;
  const maxSubjects = BAC_SECOND_GROUP_MAX_SUBJECTS;
  const missingPoints = secondGroup ? words.mark(secondGroup.missingPointsHundredths) : "";
  const entered = result.enteredCoefficient;
  const total = result.totalCoefficient;
  const missingCount = result.missing.length;
  const finalAverage = secondGroup?.final ? words.mark(secondGroup.final.averageHundredths) : "";
  const optionsOpen = Array.from({ length: BAC_OPTION_SLOTS }, (_, i) => bacOptionIds(i + 1)).some(
    (o) => Boolean(values[o.premiere]) || Boolean(values[o.terminale]),
  );

  return (
    <div className="sim">
      <header className="sim__header">
        <h1 className="sim__title">
          <Trans>Simulateur de notes du {variantName}</Trans>
        </h1>
        <p className="sim__lead">
          <Trans>
            Saisis tes moyennes de première et de terminale et tes notes aux épreuves : ta moyenne au bac, ta mention et
            ce qu'il te reste à obtenir se calculent au fur et à mesure.
          </Trans>
        </p>
        <nav className="sim__variants" aria-label={t`Voie du bac`}>
          <ul>
            {BAC_VARIANTS.map((v) => (
              <li key={v}>
                <Link
                  to={bacSessionHref(v, session)}
                  aria-current={v === variant ? "page" : undefined}
                  className="sim__variant"
                >
                  {words.bacVariants[v]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="sim__variants sim__sessions" aria-label={t`Session du bac`}>
          <ul>
            {BAC_SESSIONS.map((s) => (
              <li key={s}>
                <Link
                  // Issue 32: the other session keeps the marks typed for the subjects it also has.
                  to={bacSessionHref(variant, s, bacMarksForSession(variant, s, values))}
                  aria-current={s === session ? "page" : undefined}
                  className="sim__variant"
                >
                  {t`Session ${s}`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <div className="sim__layout">
        <form
          ref={formRef}
          className="sim__form"
          method="get"
          action={`${path}#resultat`}
          onSubmit={onSubmit}
          noValidate
        >
          <input type="hidden" name={BAC_SESSION_PARAM} value={session} />
          <fieldset className="sim-block">
            <legend className="sim-block__legend">
              <Trans>Contrôle continu (40 %)</Trans>
            </legend>
            <p className="sim-block__help">
              <Trans>Les moyennes annuelles de ton bulletin, pour les enseignements sans épreuve finale.</Trans>
            </p>
            <div className="sim-grid">
              {bySubject(controleContinu).map(([subject, group]) => (
                <fieldset key={subject} className="sim-subject">
                  <legend className="sim-subject__legend">
                    {words.bacSubjects[subject]} <span className="sim-subject__coef">{coefficientsText(group)}</span>
                  </legend>
                  <div className="sim-subject__fields">{group.map((c) => field(c.id, yearLabel(c)))}</div>
                </fieldset>
              ))}
            </div>
          </fieldset>

          <fieldset className="sim-block">
            <legend className="sim-block__legend">
              <Trans>Épreuves finales (60 %)</Trans>
            </legend>
            <div className="sim-grid sim-grid--exams">
              {epreuves.map((c) => field(c.id, words.bacSubjects[c.subject], coefficientHint(c.coefficient)))}
            </div>
          </fieldset>

          <details className="sim-block sim-options" open={optionsOpen || undefined}>
            <summary className="sim-options__summary">
              <Trans>Enseignements optionnels (facultatif)</Trans>
            </summary>
            <p className="sim-block__help">
              <Trans>
                Latin, grec, langue vivante C, arts, mathématiques complémentaires ou expertes en voie générale… Chaque
                année suivie compte avec un coefficient {optionCoefficient}, ajouté au total : une option relève ta
                moyenne si tu y as plus que ta moyenne, et la baisse sinon.
              </Trans>
            </p>
            <div className="sim-grid">
              {Array.from({ length: BAC_OPTION_SLOTS }, (_, i) => {
                const ids = bacOptionIds(i + 1);
                const n = i + 1;
                return (
                  <fieldset key={n} className="sim-subject">
                    <legend className="sim-subject__legend">{t`Option ${n}`}</legend>
                    <div className="sim-subject__fields">
                      {field(ids.premiere, t`Moyenne de première`)}
                      {field(ids.terminale, t`Moyenne de terminale`)}
                    </div>
                  </fieldset>
                );
              })}
            </div>
          </details>

          {secondGroup ? (
            <fieldset className="sim-block sim-second">
              <legend className="sim-block__legend">
                <Trans>Second groupe (rattrapage)</Trans>
              </legend>
              <p className="sim-block__help">
                <Trans>
                  Tu choisis au plus {maxSubjects} épreuves écrites et tu passes un oral dans chacune : la meilleure des
                  deux notes compte, avec le même coefficient. Points manquants pour atteindre 10 de moyenne (note ×
                  coefficient) : {missingPoints}.
                </Trans>
              </p>
              <div className="sim-grid sim-grid--exams">
                {secondGroup.subjects.map((s) =>
                  field(
                    bacSecondGroupId(s.id),
                    oralLabel(s.subject),
                    secondGroupHint(s.writtenHundredths, s.neededAloneHundredths),
                  ),
                )}
              </div>
            </fieldset>
          ) : null}

          <SimulatorActions path={bacSessionHref(variant, session)} />
          <ResultBar
            diploma="bac"
            complete={result.complete}
            averageHundredths={result.averageHundredths}
            outcome={result.outcome}
          />
        </form>

        <ResultPanel
          diploma="bac"
          {...resultFigures(result)}
          headingRef={resultHeading}
          progress={
            <>
              <Trans>
                Coefficients saisis : {entered} sur {total}.
              </Trans>{" "}
              <Plural value={missingCount} one="Il manque encore # note." other="Il manque encore # notes." />
            </>
          }
        >
          {secondGroup?.final ? (
            <div
              className={`sim-result__decision sim-result__decision--${secondGroup.final.admitted ? "admis" : "ajourne"}`}
            >
              <p className="sim-result__decision-text">
                {secondGroup.final.admitted ? (
                  <Trans>Après le second groupe : {finalAverage}/20, bac obtenu</Trans>
                ) : (
                  <Trans>Après le second groupe : {finalAverage}/20, bac non obtenu</Trans>
                )}
              </p>
            </div>
          ) : null}
        </ResultPanel>
      </div>

      <BacRules variant={variant} session={session} />
    </div>
  );
}

/** §1 the rules of the Bac, written from the same table the computation uses. */
function BacRules({ variant, session }: { variant: BacVariant; session: BacSession }) {
  const { t } = useLingui();
  const words = useSimulatorWords();
  const components = BAC_COEFFICIENTS[session][variant];
  const totals = (part: BacComponent["part"]) =>
    bySubject(components.filter((c) => c.part === part)).map(([subject, group]) => ({
      subject,
      detail: group.map((c) => words.coefficient(c.coefficient)).join(" + "),
      total: group.reduce((sum, c) => sum + c.coefficient, 0),
    }));
  const ccTotal = bacPartTotal(variant, session, "controle-continu");
  const examTotal = bacPartTotal(variant, session, "epreuves");
  return (
    <section className="sim-rules" aria-labelledby="regles-bac">
      <h2 id="regles-bac">
        <Trans>Comment est calculée ta note au bac ?</Trans>
      </h2>
      <p>
        <Trans>
          La note finale est la moyenne de tes notes, chacune multipliée par son coefficient, divisée par la somme des
          coefficients : {ccTotal} coefficients de contrôle continu et {examTotal} coefficients d'épreuves finales, soit
          100 au total, plus les options.
        </Trans>
      </p>
      <div className="sim-rules__tables">
        {(["controle-continu", "epreuves"] as const).map((part) => (
          <table key={part} className="sim-table">
            <caption>
              {part === "controle-continu" ? t`Contrôle continu (première + terminale)` : t`Épreuves finales`}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Enseignement</Trans>
                </th>
                <th scope="col">
                  <Trans>Coefficient</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {totals(part).map((row) => (
                <tr key={row.subject}>
                  <th scope="row">{words.bacSubjects[row.subject]}</th>
                  <td>{row.detail.includes("+") ? `${row.detail} = ${row.total}` : row.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <h3>
        <Trans>Résultats et mentions</Trans>
      </h3>
      <ul>
        <li>
          <Trans>10/20 ou plus : tu as ton bac.</Trans>
        </li>
        <li>
          <Trans>
            De 8 à moins de 10 : second groupe. Tu choisis deux épreuves écrites au plus (français écrit, philosophie,
            une ou deux spécialités) et tu passes un oral dans chacune ; la meilleure des deux notes est retenue. Tu as
            ton bac si ta moyenne atteint alors 10.
          </Trans>
        </li>
        <li>
          <Trans>Moins de 8 : bac non obtenu.</Trans>
        </li>
      </ul>
      <MentionsTable caption={<Trans>Mentions (au premier groupe)</Trans>} />
      <p className="sim-rules__note">
        {session === 2026 ? (
          <Trans>
            Barème de la session {session} (les candidats de terminale en 2025-2026). À partir de la session 2027, une
            épreuve anticipée de mathématiques (coefficient 2), passée en fin de première, s'ajoute et le Grand oral
            baisse d'autant. Les textes officiels et ton lycée font foi.
          </Trans>
        ) : (
          <Trans>
            Barème de la session {session} (décret et arrêté du 10 juin 2025) : l'épreuve anticipée de mathématiques,
            passée en fin de première, compte avec un coefficient 2, et le Grand oral baisse d'autant. Les textes
            officiels et ton lycée font foi.
          </Trans>
        )}
      </p>
      <p>
        <Link to="/bac">
          <Trans>Tout savoir sur le bac</Trans>
        </Link>
      </p>
    </section>
  );
}
