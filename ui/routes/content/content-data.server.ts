// Server side of the content routes: the locale of the request and the content use cases' failures as
// responses (404, §8 redirects, error status). Documents arrive rendered (docs/decisions/013).
import type { Result } from "neverthrow";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { ContentFailure } from "../../../application/web/content/content-api.ts";
import { LoadContentPage, type LoadContentPageInput, type ContentPage } from "../../../application/web/content/load-content-page.ts";
import { ResolveLocale } from "../../../application/web/locale/resolve-locale.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { pageBodyHtmlContext, runtimeContext } from "../../composition/context.ts";
import { requestContainer } from "../../composition/server-container.ts";

export interface LoaderArgsLike {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** §2 Language: the locale of this request, decided as the root layout decides it. */
export function contentLocale({ request, context }: LoaderArgsLike): Locale {
  return requestContainer(context)
    .resolve(ResolveLocale)
    .execute({ url: new URL(request.url), acceptLanguage: request.headers.get("accept-language") });
}

/** The public configuration (account site, origin) of this process. */
export function webConfig({ context }: LoaderArgsLike) {
  return context.get(runtimeContext).config;
}

/** A 404 answered through the error page (§2 error page, noindex). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A content failure as the page's answer: 404, a §8 redirect, or the error page with the status. */
export function failWith(failure: ContentFailure): never {
  if (failure.type === "NotFound") notFound();
  if (failure.type === "Redirect") throw redirect(failure.to, 302);
  throw data(null, { status: failure.status });
}

/** The value of a content result, or the failure thrown as a response. */
export function unwrap<T>(result: Result<T, ContentFailure>): T {
  if (result.isErr()) failWith(result.error);
  return result.value;
}

export interface DocumentPageData extends ContentPage {
  locale: Locale;
  /** The body's HTML is in the page the server sends, not in this data (PageBodyHtml). */
  bodyInPage?: true;
}

/** A document page: the document (404 when missing) and its neighbours. */
export async function loadDocumentPage(
  args: LoaderArgsLike,
  input: Omit<LoadContentPageInput, "locale"> & { locale?: Locale },
  /** bodyInPage: the page shows the body with DocumentView (PageBodyHtml), which finds it in the server's HTML. */
  { bodyInPage = false }: { bodyInPage?: boolean } = {},
): Promise<DocumentPageData> {
  const locale = input.locale ?? contentLocale(args);
  const page = unwrap(await requestContainer(args.context).resolve(LoadContentPage).execute({ ...input, locale }));
  // The body's HTML goes to the server render only: the page carries it once (PageBodyHtml). Only a document render
  // has the map; a router data request (a client navigation) takes the HTML in its data.
  const kept = args.context.get(pageBodyHtmlContext);
  if (bodyInPage && kept && page.document.html !== null) {
    kept.set(page.document.path, page.document.html);
    return { ...page, document: { ...page.document, html: null }, locale, bodyInPage: true };
  }
  return { ...page, locale };
}
