// Web composition root, server side: one child container per SSR request.
import "reflect-metadata";
import { container as rootContainer, type DependencyContainer } from "tsyringe";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { LocalePreferenceStoreToken } from "../../application/web/locale/ports.ts";
import { RequestCookieJar } from "../../adapters/web/cookies.ts";
import { CookieLocaleStore } from "../../adapters/web/locale-stores.ts";
import { containerContext, runtimeContext, type WebRuntime } from "./context.ts";

export const RequestCookieJarToken = Symbol("RequestCookieJar");
export const WebRuntimeToken = Symbol("WebRuntime");

export function createRequestContainer(request: Request, runtime: WebRuntime): DependencyContainer {
  const c = rootContainer.createChildContainer();
  const jar = new RequestCookieJar(request.headers.get("cookie"));
  c.registerInstance(WebRuntimeToken, runtime);
  c.registerInstance(RequestCookieJarToken, jar);
  c.registerInstance(LocalePreferenceStoreToken, new CookieLocaleStore(jar));
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
