// Marks used by the simulator stories: one set per result state.
import { BAC_COEFFICIENTS, type BacSession, type BacVariant } from "../../domain/simulators/bac.ts";

/** Every compulsory Bac mark set to one value, with overrides. */
export function bacMarks(
  variant: BacVariant,
  mark: string,
  overrides: Record<string, string> = {},
  session: BacSession = 2026,
): Record<string, string> {
  return { ...Object.fromEntries(BAC_COEFFICIENTS[session][variant].map((c) => [c.id, mark])), ...overrides };
}

/** Bac général: 13.42, admitted with "assez bien" (the end-to-end example too). */
export const BAC_GENERAL_EXAMPLE: Record<string, string> = {
  "hg-1": "14",
  "hg-t": "13",
  "lva-1": "15",
  "lva-t": "16",
  "lvb-1": "12",
  "lvb-t": "13",
  "es-1": "11",
  "es-t": "12",
  eps: "16",
  "emc-1": "15",
  "emc-t": "14",
  "spe-1re": "13",
  "fr-ecrit": "11",
  "fr-oral": "14",
  philo: "9",
  spe1: "15",
  spe2: "13",
  go: "15",
};

/** Brevet: the worked example of content/exams/brevet (13.59, assez bien). */
export const BREVET_EXAMPLE: Record<string, string> = {
  "cc-mode": "moyenne",
  "cc-moyenne": "13,5",
  francais: "12",
  mathematiques: "14",
  "histoire-geographie": "11",
  emc: "12",
  sciences: "15",
  oral: "16",
};
