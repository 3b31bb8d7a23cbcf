import type { Locale } from "../../domain/locale/locale.ts";
import type { LocalePreferenceStore } from "../../application/web/locale/ports.ts";

/** In-memory locale preference, for tests and Storybook. */
export class MemoryLocaleStore implements LocalePreferenceStore {
  constructor(private value: string | null = null) {}
  read(): string | null {
    return this.value;
  }
  write(locale: Locale): void {
    this.value = locale;
  }
}
