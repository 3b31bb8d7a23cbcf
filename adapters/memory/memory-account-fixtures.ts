// In-memory wiring for the account use cases (tests and Storybook): the API client and the auth cookie of
// one viewer in a child container, plus GET /profile answers shaped like the API's.
import "reflect-metadata";
import { container as root, type InjectionToken } from "tsyringe";
import type { AuthCookie } from "../../domain/account/auth-cookie.ts";
import { ApiClientToken } from "../../application/web/http/ports.ts";
import { AuthCookieSourceToken } from "../../application/web/account/session/ports.ts";
import { MemoryApiClient } from "./memory-api-client.ts";
import { MemoryAuthCookie } from "./memory-site-cookies.ts";

/** The auth cookie of a logged-in member (tokens valid until 2033). */
export const MEMBER_COOKIE: AuthCookie = {
  id: "m-1",
  token: "access",
  refreshToken: "refresh",
  exp: 2_000_000_000,
  expRefresh: 2_100_000_000,
};

/** A child container resolving the account use cases against an in-memory API and auth cookie. */
export function memoryAccountContainer(options: { api?: MemoryApiClient; cookie?: AuthCookie | null } = {}) {
  const c = root.createChildContainer();
  const api = options.api ?? new MemoryApiClient();
  const cookie = new MemoryAuthCookie(options.cookie === undefined ? MEMBER_COOKIE : options.cookie);
  c.registerInstance(ApiClientToken, api);
  c.registerInstance(AuthCookieSourceToken, cookie);
  return { api, cookie, resolve: <T>(token: InjectionToken<T>): T => c.resolve(token) };
}

/** A GET /profile answer (§3 named entries) of a student member; `overrides` replace entries by name. */
export function profileEntries(overrides: Record<string, unknown> = {}): { name: string; value: unknown }[] {
  const base: Record<string, unknown> = {
    products: [],
    plans: [],
    hasFamilyPlan: false,
    refreshProfiling: null,
    firstname: "Léa",
    lastname: "Moreau",
    family: [],
    username: "lea-demo",
    email: "eleve@demo.test",
    birthdate: "2009-03-12",
    featureFlags: { displayEmail: true },
    country: { value: "FR", valueId: "250" },
    accessType: { value: "student" },
    currentDegree: null,
    levelOfEducation: { value: "première" },
    region: "FR",
  };
  return Object.entries({ ...base, ...overrides }).map(([name, value]) => ({ name, value }));
}
