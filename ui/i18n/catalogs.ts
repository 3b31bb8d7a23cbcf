// Lingui catalogs: compiled from ui/locales/{locale}/messages.po on import by @lingui/vite-plugin.
// The server loads both; the browser loads only the page's locale before hydrating.
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "../../domain/locale/locale.ts";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  fr: () => import("../locales/fr/messages.po"),
  en: () => import("../locales/en/messages.po"),
};
const loaded = new Map<Locale, Messages>();

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const { messages } = await loaders[locale]();
  loaded.set(locale, messages);
  return messages;
}

export function isCatalogLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/** A fresh i18n instance for one locale (one per server request; reused per locale in the browser). */
export function createI18n(locale: Locale): I18n {
  const messages = loaded.get(locale) ?? {};
  return setupI18n({ locale, messages: { [locale]: messages } });
}
