// Names shown for the values of the content front matter (content/README.md §3): kinds, levels, classes and
// subjects (ui/components/school-labels.ts), blog sections, and dates in French or US style (§2 Language).
import { useLingui } from "@lingui/react/macro";
import type { ContentKind } from "../../../application/web/content/content-document.ts";
import { dateLocaleTag, frenchFirstOfMonth, type Locale } from "../../../domain/locale/locale.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { capitalise, useSchoolLabels } from "../school-labels.ts";

/** §2 Language: a YYYY-MM-DD date in French ("8 septembre 2025") or US style ("September 8, 2025"). */
export function formatDate(date: string, locale: Locale): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return frenchFirstOfMonth(
    new Intl.DateTimeFormat(dateLocaleTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(parsed),
  );
}

/** The labels of content values in the page's language. */
export function useContentLabels() {
  const { t } = useLingui();
  const locale = useLocale();
  const school = useSchoolLabels();
  const kinds: Record<ContentKind, string> = {
    course: t`Cours`,
    quiz: t`Quiz`,
    flashcards: t`Cartes mémoire`,
    exercises: t`Exercices corrigés`,
    sheet: t`Fiche de révision`,
    exam: t`Sujet corrigé`,
    article: t`Article`,
    press: t`Communiqué de presse`,
    page: t`Page`,
    orientation: t`Guide d'orientation`,
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
    ...school,
    section: (section: string) => sections[section] ?? capitalise(section),
    exam: (exam: string) => (exam === "bac" ? t`Bac` : exam === "brevet" ? t`Brevet` : capitalise(exam)),
    date: (date: string) => formatDate(date, locale),
    minutes: (minutes: number) => t`${minutes} min de lecture`,
  };
}
