import type { AuthCookie } from "../../domain/account/auth-cookie.ts";
import type {
  AuthCookieSource,
  InstallationIdStore,
  UtmCookieSource,
} from "../../application/web/account/session/ports.ts";
import type { SiteCookies } from "../../application/web/site/ports.ts";

/** In-memory cookies of one visitor, for use-case tests and Storybook. */
export class MemorySiteCookies implements SiteCookies, UtmCookieSource {
  readonly values = new Map<string, { value: string; maxAgeSeconds: number | undefined }>();
  get(name: string): string | null {
    return this.values.get(name)?.value ?? null;
  }
  set(name: string, value: string, maxAgeSeconds?: number): void {
    this.values.set(name, { value, maxAgeSeconds });
  }
  utmId(): string | null {
    return this.get("utm_id");
  }
  utmCampaign(): string | null {
    return this.get("utm_campaign");
  }
}

export class MemoryAuthCookie implements AuthCookieSource {
  cleared = false;
  constructor(private cookie: AuthCookie | null = null) {}
  read(): AuthCookie | null {
    return this.cookie;
  }
  clear(): void {
    this.cookie = null;
    this.cleared = true;
  }
}

export class FixedInstallationId implements InstallationIdStore {
  kept = false;
  constructor(readonly id = "0b7f8f0e-6c55-4f3c-9a6e-2f0c8c1d2e3f") {}
  getOrCreate(): string {
    this.kept = true;
    return this.id;
  }
  forget(): void {
    this.kept = false;
  }
}
