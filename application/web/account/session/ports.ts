import type { AuthCookie } from "../../../../domain/account/auth-cookie.ts";

/** The auth cookie of the current request (§3 content). Read-only: the API sets and clears it. */
export interface AuthCookieSource {
  read(): AuthCookie | null;
  /** Forgets the cookie for the rest of this request and tells the browser to drop it. */
  clear(): void;
}
export const AuthCookieSourceToken = Symbol("AuthCookieSource");

/** §3 installationId: one per browser, generated once and kept (with marketing consent only: ADR 031). */
export interface InstallationIdStore {
  getOrCreate(): string;
  /** Drops the kept id, if any (consent refused or withdrawn). */
  forget(): void;
}
export const InstallationIdStoreToken = Symbol("InstallationIdStore");

/** §3/§7: the utm values kept as cookies (read for the device registration). */
export interface UtmCookieSource {
  utmId(): string | null;
  utmCampaign(): string | null;
}
export const UtmCookieSourceToken = Symbol("UtmCookieSource");
