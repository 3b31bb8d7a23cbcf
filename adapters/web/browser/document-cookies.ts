// The page's cookies behind the site's port (the browser container's; ADR 032, addendum "Session 8").
import type { SiteCookies } from "../../../application/web/site/ports.ts";
import { parseCookieHeader, serializeCookie } from "../cookies.ts";

/** Cookies written from the page (not httpOnly): SameSite=Lax, path /, Secure on https. */
export class DocumentCookies implements SiteCookies {
  constructor(private readonly doc: Pick<Document, "cookie" | "location"> = document) {}
  get(name: string): string | null {
    return parseCookieHeader(this.doc.cookie).get(name) ?? null;
  }
  set(name: string, value: string, maxAgeSeconds?: number): void {
    this.doc.cookie = serializeCookie(name, value, {
      ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }),
      secure: this.doc.location.protocol === "https:",
    });
  }
}
