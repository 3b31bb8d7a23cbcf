// The names of the library's subjects (content/README.md §7 slugs) for the words the API writes itself (mails). The
// web pages name them through their catalogs (ui/components/school-labels.ts); a slug without a name here reads as
// its words ("sciences-numeriques" → "Sciences numeriques").
import type { Locale } from "../locale/locale.ts";

const NAMES: Readonly<Record<string, { fr: string; en: string }>> = {
  maths: { fr: "Mathématiques", en: "Maths" },
  francais: { fr: "Français", en: "French" },
  "histoire-geo": { fr: "Histoire-géographie", en: "History and geography" },
  "physique-chimie": { fr: "Physique-chimie", en: "Physics and chemistry" },
  svt: { fr: "SVT", en: "Life and earth sciences" },
  anglais: { fr: "Anglais", en: "English" },
  espagnol: { fr: "Espagnol", en: "Spanish" },
  allemand: { fr: "Allemand", en: "German" },
  philosophie: { fr: "Philosophie", en: "Philosophy" },
  ses: { fr: "SES", en: "Economics and social sciences" },
  technologie: { fr: "Technologie", en: "Technology" },
  "sciences-et-technologie": { fr: "Sciences et technologie", en: "Science and technology" },
  "questionner-le-monde": { fr: "Questionner le monde", en: "Exploring the world" },
  emc: { fr: "Enseignement moral et civique", en: "Moral and civic education" },
  "enseignement-scientifique": { fr: "Enseignement scientifique", en: "Scientific education" },
  hggsp: { fr: "HGGSP", en: "History, geopolitics and political science" },
  nsi: { fr: "NSI", en: "Computer science" },
  snt: { fr: "SNT", en: "Digital science and technology" },
  "maths-expertes": { fr: "Mathématiques expertes", en: "Advanced mathematics (option)" },
  "llcer-anglais": { fr: "LLCER anglais", en: "English literature and culture (LLCER)" },
  "grand-oral": { fr: "Grand oral", en: "Grand oral" },
  methodologie: { fr: "Méthodologie", en: "Study skills" },
};

/** A subject's name in a language. */
export function subjectName(slug: string, locale: Locale): string {
  const known = NAMES[slug];
  if (known) return known[locale];
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
