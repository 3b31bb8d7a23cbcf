// The revision coach's words (issue 30): each exam's name, in the page's language.
import { useLingui } from "@lingui/react/macro";
import type { ExamId } from "../../../domain/coach/exam-calendar.ts";

export function useExamName(): (id: ExamId) => string {
  const { t } = useLingui();
  const names: Record<ExamId, string> = {
    "brevet-francais": t`Brevet : français`,
    "brevet-maths": t`Brevet : mathématiques`,
    "brevet-histoire-geo": t`Brevet : histoire-géographie et EMC`,
    "brevet-sciences": t`Brevet : sciences`,
    "bac-francais-ecrit": t`Bac de français : écrit`,
    "bac-francais-oral": t`Bac de français : oral`,
    "bac-maths-anticipee": t`Épreuve anticipée de mathématiques`,
    "bac-philosophie": t`Bac : philosophie`,
    "bac-spe-maths": t`Bac : spécialité mathématiques`,
    "bac-spe-physique-chimie": t`Bac : spécialité physique-chimie`,
    "bac-spe-svt": t`Bac : spécialité SVT`,
    "bac-spe-ses": t`Bac : spécialité SES`,
    "bac-spe-hggsp": t`Bac : spécialité HGGSP`,
    "grand-oral": t`Grand oral`,
    toeic: t`TOEIC`,
  };
  return (id) => names[id];
}
