// Lingui catalogs: compiled from ui/locales/{locale}/{catalog}.po on import by @lingui/vite-plugin, one catalog per
// area (ui/i18n/areas.ts). The server loads them all once; the browser loads the page's catalogs before hydrating
// and those of the next page before showing it.
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "../../domain/locale/locale.ts";
import { ALL_CATALOGS, type CatalogName } from "./areas.ts";

type Loader = () => Promise<{ messages: Messages }>;

const loaders: Record<Locale, Record<CatalogName, Loader>> = {
  fr: {
    common: () => import("../locales/fr/common.po"),
    account: () => import("../locales/fr/account.po"),
    member: () => import("../locales/fr/member.po"),
    content: () => import("../locales/fr/content.po"),
    premium: () => import("../locales/fr/premium.po"),
    simulators: () => import("../locales/fr/simulators.po"),
    popins: () => import("../locales/fr/popins.po"),
    later: () => import("../locales/fr/later.po"),
  },
  en: {
    common: () => import("../locales/en/common.po"),
    account: () => import("../locales/en/account.po"),
    member: () => import("../locales/en/member.po"),
    content: () => import("../locales/en/content.po"),
    premium: () => import("../locales/en/premium.po"),
    simulators: () => import("../locales/en/simulators.po"),
    popins: () => import("../locales/en/popins.po"),
    later: () => import("../locales/en/later.po"),
  },
};

const loaded = new Map<string, Messages>();
const pending = new Map<string, Promise<void>>();
const key = (locale: Locale, name: CatalogName) => `${locale}/${name}`;

/** Loads catalogs of a locale (all of them by default); the same promise while one is on its way. */
export function loadCatalog(locale: Locale, names: readonly CatalogName[] = ALL_CATALOGS): Promise<void> {
  const missing = names.filter((name) => !loaded.has(key(locale, name)));
  if (missing.length === 0) return Promise.resolve();
  const id = `${locale}:${missing.join(",")}`;
  let promise = pending.get(id);
  if (!promise) {
    promise = Promise.all(
      missing.map((name) =>
        loaders[locale][name]().then(({ messages }) => {
          loaded.set(key(locale, name), messages);
        }),
      ),
    ).then(() => {
      pending.delete(id);
    });
    pending.set(id, promise);
  }
  return promise;
}

export function isCatalogLoaded(locale: Locale, names: readonly CatalogName[] = ALL_CATALOGS): boolean {
  return names.every((name) => loaded.has(key(locale, name)));
}

/**
 * A fresh i18n instance for one locale with the messages of the given catalogs (all by default): one per server
 * request, one per page in the browser. A message of a catalog not given is missing, as it would be in the browser.
 */
export function createI18n(locale: Locale, names: readonly CatalogName[] = ALL_CATALOGS): I18n {
  return setupI18n({ locale, messages: { [locale]: mergedMessages(locale, names) } });
}

/**
 * The messages of some catalogs of a locale in one object, merged once: a server render built it at every request
 * (about a thousand messages copied; issue 14, the uncached course render: docs/decisions/032, addendum). A loaded
 * catalog never changes, so the merge of loaded catalogs is kept; frozen, since every i18n instance of the locale
 * shares it (Lingui keeps the object it is given: a `load` into an instance would throw instead of reaching the
 * others; this app never loads into an instance, it makes another: extendI18n). Catalogs not loaded yet (a message
 * missing, as in the browser) are merged but not kept.
 */
const merged = new Map<string, Messages>();
function mergedMessages(locale: Locale, names: readonly CatalogName[]): Messages {
  const id = `${locale}:${names.join(",")}`;
  const kept = merged.get(id);
  if (kept) return kept;
  const messages: Messages = {};
  for (const name of names) Object.assign(messages, loaded.get(key(locale, name)));
  if (isCatalogLoaded(locale, names)) merged.set(id, Object.freeze(messages));
  return messages;
}

/**
 * The same instance's locale and messages plus those of more (loaded) catalogs: for a part of the page. Merged once
 * per base messages and catalogs, like mergedMessages (a server render extended the shared messages at every
 * request: 2 % of an uncached course render's CPU); not kept while one of the catalogs is not loaded.
 */
const extended = new WeakMap<Messages, Map<string, Messages>>();
export function extendI18n(i18n: I18n, names: readonly CatalogName[]): I18n {
  const locale = i18n.locale as Locale;
  const base = i18n.messages;
  const id = names.join(",");
  let kept = extended.get(base);
  let messages = kept?.get(id);
  if (messages === undefined) {
    messages = { ...base };
    for (const name of names) Object.assign(messages, loaded.get(key(locale, name)));
    if (isCatalogLoaded(locale, names)) {
      if (kept === undefined) extended.set(base, (kept = new Map()));
      kept.set(id, Object.freeze(messages));
    }
  }
  return setupI18n({ locale, messages: { [locale]: messages } });
}
