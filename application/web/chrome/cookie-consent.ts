// §7 "a tag manager, a cookie-consent script … are loaded": the visitor's cookie choices. Strictly necessary
// storage is always on; analytics and marketing need consent. The choice is kept in local storage and in a cookie
// (so a server render can know it); the tag manager is loaded only with analytics consent.
import { inject, injectable } from "tsyringe";
import { TagManagerToken, type TagManager } from "../analytics/ports.ts";
import { SiteCookiesToken, type SiteCookies } from "../site/ports.ts";
import { BrowserStorageToken, ClockToken, type BrowserStorage, type Clock } from "./ports.ts";

/** The optional categories (necessary is always granted). */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/** A stored choice with the instant it was made. */
export interface StoredConsent extends ConsentChoice {
  decidedAt: number;
}

/** Local-storage key and cookie name of the choice (ours). */
export const CONSENT_KEY = "cookieConsent";
/** The choice is asked again after 13 months (the CNIL's recommended maximum), in seconds. */
export const CONSENT_MAX_AGE_SECONDS = 395 * 24 * 3600;

/** Serialised form, the same in storage and cookie: `a1.m0.<decidedAt>`. */
export function serializeConsent(consent: StoredConsent): string {
  return `a${consent.analytics ? 1 : 0}.m${consent.marketing ? 1 : 0}.${Math.trunc(consent.decidedAt)}`;
}

/** Parses a stored choice; anything else (absent, damaged) is no choice. */
export function parseConsent(value: string | null | undefined): StoredConsent | null {
  const match = /^a([01])\.m([01])\.(\d{1,15})$/.exec(value?.trim() ?? "");
  if (!match) return null;
  return { analytics: match[1] === "1", marketing: match[2] === "1", decidedAt: Number(match[3]) };
}

/** Whether a stored choice is still valid at `now` (younger than 13 months). */
export function isConsentCurrent(consent: StoredConsent, now: number): boolean {
  return now >= consent.decidedAt && now - consent.decidedAt < CONSENT_MAX_AGE_SECONDS * 1000;
}

/**
 * Issue 15 (docs/decisions/031-retention.md): whether the visitor's current choice, as the cookie tells a server render,
 * allows marketing: the campaign cookies (utm_id, utm_campaign) and the installation id are set only then.
 */
export function marketingAllowed(cookies: Pick<SiteCookies, "get">, now: number): boolean {
  const consent = parseConsent(cookies.get(CONSENT_KEY));
  return consent !== null && isConsentCurrent(consent, now) && consent.marketing;
}

@injectable()
export class CookieConsent {
  constructor(
    @inject(BrowserStorageToken) private readonly storage: BrowserStorage,
    @inject(SiteCookiesToken) private readonly cookies: SiteCookies,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(TagManagerToken) private readonly tagManager: TagManager,
  ) {}

  /** The current choice, or null when the visitor has not chosen (or the choice expired). */
  read(): StoredConsent | null {
    const stored = parseConsent(this.storage.get("local", CONSENT_KEY)) ?? parseConsent(this.cookies.get(CONSENT_KEY));
    return stored && isConsentCurrent(stored, this.clock.now()) ? stored : null;
  }

  /** Saves a choice; with analytics consent the tag manager is loaded at once. */
  save(choice: ConsentChoice): StoredConsent {
    const consent: StoredConsent = { ...choice, decidedAt: this.clock.now() };
    const value = serializeConsent(consent);
    this.storage.set("local", CONSENT_KEY, value);
    this.cookies.set(CONSENT_KEY, value, CONSENT_MAX_AGE_SECONDS);
    this.apply(consent);
    return consent;
  }

  /** At page start: loads the tag manager when analytics were consented to. */
  applyStored(): StoredConsent | null {
    const consent = this.read();
    if (consent) this.apply(consent);
    return consent;
  }

  private apply(consent: ConsentChoice): void {
    if (consent.analytics) this.tagManager.load();
  }
}
