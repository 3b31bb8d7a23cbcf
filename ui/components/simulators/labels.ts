// Words of the grade simulators (§1): subjects, mentions, field errors and number formatting, per locale.
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { BacFieldError, BacSubject, BacVariant } from "../../../domain/simulators/bac.ts";
import type { BrevetExam, BrevetSubject } from "../../../domain/simulators/brevet.ts";
import type { Mention } from "../../../domain/simulators/outcome.ts";
import { useLocale } from "../../composition/app-context.tsx";

/** Labels and formatters shared by both simulators. */
export function useSimulatorWords() {
  const { t } = useLingui();
  const locale = useLocale();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale === "en" ? "en-GB" : "fr-FR", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const coefficient = new Intl.NumberFormat(locale === "en" ? "en-GB" : "fr-FR", { maximumFractionDigits: 2 });
    const bacSubjects: Record<BacSubject, string> = {
      "histoire-geographie": t`Histoire-géographie`,
      "langue-vivante-a": t`Langue vivante A`,
      "langue-vivante-b": t`Langue vivante B`,
      "enseignement-scientifique": t`Enseignement scientifique`,
      mathematiques: t`Mathématiques`,
      eps: t`Éducation physique et sportive (EPS)`,
      emc: t`Enseignement moral et civique (EMC)`,
      "specialite-abandonnee": t`Spécialité arrêtée en fin de première`,
      "francais-ecrit": t`Français écrit (épreuve anticipée)`,
      "francais-oral": t`Français oral (épreuve anticipée)`,
      "mathematiques-anticipees": t`Mathématiques (épreuve anticipée)`,
      philosophie: t`Philosophie`,
      "specialite-1": t`Spécialité 1`,
      "specialite-2": t`Spécialité 2`,
      "grand-oral": t`Grand oral`,
    };
    const bacVariants: Record<BacVariant, string> = {
      general: t`Bac général`,
      technologique: t`Bac technologique`,
    };
    const brevetSubjects: Record<BrevetSubject, string> = {
      francais: t`Français`,
      mathematiques: t`Mathématiques`,
      "histoire-geographie-emc": t`Histoire-géographie et EMC`,
      "langue-vivante-a": t`Langue vivante A`,
      "langue-vivante-b": t`Langue vivante B`,
      "sciences-vie-terre": t`Sciences de la vie et de la Terre`,
      "physique-chimie": t`Physique-chimie`,
      technologie: t`Technologie`,
      "arts-plastiques": t`Arts plastiques`,
      "education-musicale": t`Éducation musicale`,
      eps: t`Éducation physique et sportive (EPS)`,
    };
    const brevetExams: Record<BrevetExam, string> = {
      francais: t`Français`,
      mathematiques: t`Mathématiques`,
      "histoire-geographie": t`Histoire-géographie`,
      emc: t`Enseignement moral et civique (EMC)`,
      sciences: t`Sciences`,
      oral: t`Oral`,
    };
    const mentions: Record<Mention, string> = {
      "assez-bien": t`assez bien`,
      bien: t`bien`,
      "tres-bien": t`très bien`,
      felicitations: t`très bien avec les félicitations du jury`,
    };
    const errors: Record<BacFieldError, string> = {
      NotANumber: t`Saisis un nombre, par exemple 12,5.`,
      OutOfRange: t`La note doit être comprise entre 0 et 20.`,
      TooPrecise: t`Deux chiffres après la virgule au maximum.`,
      TooManySecondGroupSubjects: t`Au second groupe, tu repasses deux épreuves au maximum.`,
    };
    return {
      bacSubjects,
      bacVariants,
      brevetSubjects,
      brevetExams,
      mentions,
      errors,
      /** A mark or an average in hundredths, with two decimals ("13,42" / "13.42"). */
      mark: (hundredths: number) => number.format(hundredths / 100),
      coefficient: (value: number) => coefficient.format(value),
    };
  }, [t, locale]);
}
