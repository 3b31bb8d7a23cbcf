/** Cookies the web app itself writes (locale mirror, utm values, promo code, installation id). */
export interface SiteCookies {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds?: number): void;
}
export const SiteCookiesToken = Symbol("SiteCookies");

/** Source of fresh UUIDs (randomness is a port so tests control it). */
export interface UuidSource {
  next(): string;
}
