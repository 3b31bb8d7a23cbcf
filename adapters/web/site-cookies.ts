// SSR adapters over the request's cookie jar: the auth cookie (read-only), the installation id, the utm
// cookies and the web app's own cookies.
import { parseAuthCookie, type AuthCookie } from "../../domain/account/auth-cookie.ts";
import { resolveInstallationId } from "../../domain/marketing/device.ts";
import { UTM_COOKIE_NAMES } from "../../domain/marketing/campaign-params.ts";
import type {
  AuthCookieSource,
  InstallationIdStore,
  UtmCookieSource,
} from "../../application/web/account/session/ports.ts";
import type { SiteCookies, UuidSource } from "../../application/web/site/ports.ts";
import type { RequestCookieJar } from "./cookies.ts";

const ONE_YEAR = 365 * 24 * 3600;

export class JarAuthCookieSource implements AuthCookieSource {
  constructor(
    private readonly jar: RequestCookieJar,
    private readonly name: string,
  ) {}
  read(): AuthCookie | null {
    const raw = this.jar.get(this.name);
    if (!raw) return null;
    const parsed = parseAuthCookie(raw);
    return parsed.isOk() ? parsed.value : null;
  }
  clear(): void {
    if (this.jar.get(this.name) !== null) this.jar.delete(this.name, { httpOnly: true });
  }
}

/** §3 installationId: a cookie, set only with marketing consent (docs/decisions/031-retention.md). */
export const INSTALLATION_ID_COOKIE = "installationId";

export class JarInstallationIdStore implements InstallationIdStore {
  constructor(
    private readonly jar: RequestCookieJar,
    private readonly uuids: UuidSource,
  ) {}
  getOrCreate(): string {
    const fresh = this.uuids.next();
    return resolveInstallationId(this.jar.get(INSTALLATION_ID_COOKIE), fresh).match(
      ({ id, store }) => {
        if (store) this.jar.set(INSTALLATION_ID_COOKIE, id, { maxAgeSeconds: ONE_YEAR });
        return id;
      },
      () => fresh,
    );
  }
  forget(): void {
    if (this.jar.get(INSTALLATION_ID_COOKIE) !== null) this.jar.delete(INSTALLATION_ID_COOKIE);
  }
}

export class JarUtmCookieSource implements UtmCookieSource {
  constructor(private readonly jar: RequestCookieJar) {}
  utmId(): string | null {
    return this.jar.get(UTM_COOKIE_NAMES.utmId);
  }
  utmCampaign(): string | null {
    return this.jar.get(UTM_COOKIE_NAMES.utmCampaign);
  }
}

export class JarSiteCookies implements SiteCookies {
  constructor(private readonly jar: RequestCookieJar) {}
  get(name: string): string | null {
    return this.jar.get(name);
  }
  set(name: string, value: string, maxAgeSeconds?: number): void {
    this.jar.set(name, value, maxAgeSeconds === undefined ? {} : { maxAgeSeconds });
  }
}

export class CryptoUuidSource implements UuidSource {
  next(): string {
    return globalThis.crypto.randomUUID();
  }
}
