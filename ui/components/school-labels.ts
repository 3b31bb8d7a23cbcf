// Names of the school levels, classes and subjects of the library (content/README.md §3), in the page's language.
// In the common catalog: the home shows them as well as the content pages (ui/components/content/labels.ts).
import { useLingui } from "@lingui/react/macro";

/** A slug as words, for a value without a name of its own ("sciences-numeriques" → "Sciences numeriques"). */
export const capitalise = (slug: string) => {
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function useSchoolLabels() {
  const { t } = useLingui();
  const levels: Record<string, string> = {
    primaire: t`Primaire`,
    college: t`Collège`,
    lycee: t`Lycée`,
    sup: t`Études supérieures`,
  };
  const grades: Record<string, string> = {
    cp: t`CP`,
    ce1: t`CE1`,
    ce2: t`CE2`,
    cm1: t`CM1`,
    cm2: t`CM2`,
    "6eme": t`6e`,
    "5eme": t`5e`,
    "4eme": t`4e`,
    "3eme": t`3e`,
    seconde: t`Seconde`,
    premiere: t`Première`,
    terminale: t`Terminale`,
    sup: t`Études supérieures`,
  };
  const subjects: Record<string, string> = {
    maths: t`Mathématiques`,
    francais: t`Français`,
    "histoire-geo": t`Histoire-géographie`,
    "physique-chimie": t`Physique-chimie`,
    svt: t`SVT`,
    anglais: t`Anglais`,
    philosophie: t`Philosophie`,
    ses: t`SES`,
    methodologie: t`Méthodologie`,
    technologie: t`Technologie`,
    "sciences-et-technologie": t`Sciences et technologie`,
    espagnol: t`Espagnol`,
    allemand: t`Allemand`,
    "questionner-le-monde": t`Questionner le monde`,
    emc: t`Enseignement moral et civique`,
    "enseignement-scientifique": t`Enseignement scientifique`,
    "grand-oral": t`Grand oral`,
    hggsp: t`HGGSP`,
    nsi: t`NSI`,
    snt: t`SNT`,
    "maths-expertes": t`Mathématiques expertes`,
    "llcer-anglais": t`LLCER anglais`,
  };
  return {
    level: (level: string) => levels[level] ?? capitalise(level),
    grade: (grade: string) => grades[grade] ?? capitalise(grade),
    subject: (subject: string) => subjects[subject] ?? capitalise(subject),
  };
}
