// Names shown for the values of the content front matter (content/README.md §3): kinds, levels, classes,
// subjects, blog sections, and dates in French or US style (§2 Language).
import { useLingui } from "@lingui/react/macro";
import type { ContentKind } from "../../../application/web/content/content-document.ts";
import { dateLocaleTag, type Locale } from "../../../domain/locale/locale.ts";
import { useLocale } from "../../composition/app-context.tsx";

/** §2 Language: a YYYY-MM-DD date in French ("8 septembre 2025") or US style ("September 8, 2025"). */
export function formatDate(date: string, locale: Locale): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(dateLocaleTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(parsed);
}

const capitalise = (slug: string) => {
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The labels of content values in the page's language. */
export function useContentLabels() {
  const { t } = useLingui();
  const locale = useLocale();
  const kinds: Record<ContentKind, string> = {
    course: t`Cours`,
    quiz: t`Quiz`,
    flashcards: t`Cartes mémoire`,
    sheet: t`Fiche de révision`,
    exam: t`Sujet corrigé`,
    article: t`Article`,
    press: t`Communiqué de presse`,
    page: t`Page`,
    orientation: t`Guide d'orientation`,
  };
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
  };
  const sections: Record<string, string> = {
    conseils: t`Conseils`,
    orientation: t`Orientation`,
    parents: t`Parents`,
    examens: t`Examens`,
  };
  return {
    locale,
    kind: (kind: ContentKind | null) => (kind ? kinds[kind] : t`Contenu`),
    level: (level: string) => levels[level] ?? capitalise(level),
    grade: (grade: string) => grades[grade] ?? capitalise(grade),
    subject: (subject: string) => subjects[subject] ?? capitalise(subject),
    section: (section: string) => sections[section] ?? capitalise(section),
    exam: (exam: string) => (exam === "bac" ? t`Bac` : exam === "brevet" ? t`Brevet` : capitalise(exam)),
    date: (date: string) => formatDate(date, locale),
    minutes: (minutes: number) => t`${minutes} min de lecture`,
  };
}
