import { inject, injectable } from "tsyringe";
import { parseAcceptLanguage, resolveLocale, type Locale } from "../../../domain/locale/locale.ts";
import { LocalePreferenceStoreToken, type LocalePreferenceStore } from "./ports.ts";

export interface ResolveLocaleInput {
  url: URL;
  /** The Accept-Language header on the server, or navigator.languages joined in the browser. */
  acceptLanguage: string | null;
}

/** §2 Language: decides the page locale and remembers an explicit choice. */
@injectable()
export class ResolveLocale {
  constructor(@inject(LocalePreferenceStoreToken) private readonly store: LocalePreferenceStore) {}

  execute({ url, acceptLanguage }: ResolveLocaleInput): Locale {
    const decision = resolveLocale({
      path: url.pathname,
      langParam: url.searchParams.get("lang"),
      storedLocale: this.store.read(),
      browserLanguages: parseAcceptLanguage(acceptLanguage),
    });
    if (decision.remember) this.store.write(decision.remember);
    return decision.locale;
  }
}
