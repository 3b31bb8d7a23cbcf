// Web composition root, server side: one child container per SSR request, wiring the web ports to
// adapters that work on the request (its cookies) and on the API (in-process transport, same contract). The loaders
// and actions resolve their use cases from it, and entry.server.tsx hands it to the components of the render.
// The chrome's browser ports (storage, analytics, Turnstile…) are not registered: only the browser asks for them.
import "reflect-metadata";
import { container as rootContainer, type DependencyContainer } from "tsyringe";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { ApiClientToken } from "../../application/web/http/ports.ts";
import { LocalePreferenceStoreToken } from "../../application/web/locale/ports.ts";
import {
  AuthCookieSourceToken,
  InstallationIdStoreToken,
  UtmCookieSourceToken,
} from "../../application/web/account/session/ports.ts";
import { SiteCookiesToken } from "../../application/web/site/ports.ts";
import { ClockToken } from "../../application/web/chrome/ports.ts";
import { SystemClock } from "../../adapters/web/browser/browser-runtime.ts";
import { RequestCookieJar } from "../../adapters/web/cookies.ts";
import { OfetchApiClient, type KeptAnswer } from "../../adapters/web/http/ofetch-api-client.ts";
import { Lru } from "../../domain/http/lru.ts";
import { CookieLocaleStore } from "../../adapters/web/locale-stores.ts";
import {
  CryptoUuidSource,
  JarAuthCookieSource,
  JarInstallationIdStore,
  JarSiteCookies,
  JarUtmCookieSource,
} from "../../adapters/web/site-cookies.ts";
import { containerContext, runtimeContext, type WebRuntime } from "./context.ts";

export const RequestCookieJarToken = Symbol("RequestCookieJar");

/**
 * Issue 14 (docs/decisions/042): the API's answers to validated calls (the content query) that this process's renders
 * share, revalidated at every use: a course's content answer is parsed once per version instead of once per render.
 * Bounded by the characters of the answers (a course's is about 180,000) and their number.
 */
const keptAnswers = new Lru<KeptAnswer>(16 * 1024 * 1024, 2_000);

/** The API base URL as seen from the server: relative bases are resolved against the public origin. */
export function serverApiBaseUrl(runtime: WebRuntime): string {
  const base = runtime.config.apiBaseUrl;
  return /^https?:\/\//.test(base) ? base : `${runtime.config.publicOrigin}${base}`;
}

export function createRequestContainer(request: Request, runtime: WebRuntime): DependencyContainer {
  const c = rootContainer.createChildContainer();
  const jar = new RequestCookieJar(request.headers.get("cookie"));
  const auth = new JarAuthCookieSource(jar, runtime.config.authCookieName);
  const relative = !/^https?:\/\//.test(runtime.config.apiBaseUrl);
  c.registerInstance(RequestCookieJarToken, jar);
  c.registerInstance(LocalePreferenceStoreToken, new CookieLocaleStore(jar));
  c.registerInstance(AuthCookieSourceToken, auth);
  c.registerInstance(UtmCookieSourceToken, new JarUtmCookieSource(jar));
  c.registerInstance(SiteCookiesToken, new JarSiteCookies(jar));
  c.registerInstance(InstallationIdStoreToken, new JarInstallationIdStore(jar, new CryptoUuidSource()));
  // The session bootstrap reads the consent's age (ADR 031: a choice expires after 13 months).
  c.registerInstance(ClockToken, new SystemClock());
  c.registerInstance(
    ApiClientToken,
    new OfetchApiClient({
      baseUrl: serverApiBaseUrl(runtime),
      accountSiteUrl: runtime.config.accountSiteUrl,
      loggedIn: () => auth.read() !== null,
      cookies: jar,
      answers: keptAnswers,
      // Same origin: the API is in this process, reached through its HTTP contract without a socket.
      ...(relative ? { fetch: runtime.apiFetch } : {}),
    }),
  );
  return c;
}

/** Root middleware: builds the request container, then sends the cookies the request set. */
export const requestContainerMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const c = createRequestContainer(request, context.get(runtimeContext));
  context.set(containerContext, c);
  const response = await next();
  const jar = c.resolve<RequestCookieJar>(RequestCookieJarToken);
  for (const header of jar.setCookieHeaders()) response.headers.append("Set-Cookie", header);
  return response;
};

export function requestContainer(context: Readonly<RouterContextProvider>): DependencyContainer {
  return context.get(containerContext);
}

/**
 * The container the server render hands the components (entry.server.tsx): the request's, or a new one for a
 * response the root middleware did not reach (an error raised before it).
 */
export function renderContainer(context: Readonly<RouterContextProvider>, request: Request): DependencyContainer {
  try {
    return context.get(containerContext);
  } catch {
    return createRequestContainer(request, context.get(runtimeContext));
  }
}
