import type { Locale } from "../../../domain/locale/locale.ts";

/** Where the visitor's chosen locale is remembered (§3 browser storage: `locale`). */
export interface LocalePreferenceStore {
  read(): string | null;
  write(locale: Locale): void;
}
export const LocalePreferenceStoreToken = Symbol("LocalePreferenceStore");
