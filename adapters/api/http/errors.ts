// The one error answer of the API: { error: { code, message, fields? } }, and the language of its message.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "../../../application/contracts/errors.ts";
import { localeFromBrowser, parseAcceptLanguage, type Locale } from "../../../domain/locale/locale.ts";

/** The locale of a request: from Accept-Language, French by default (§2). */
export function requestLocale(acceptLanguage: string | null | undefined): Locale {
  return localeFromBrowser(parseAcceptLanguage(acceptLanguage)) ?? "fr";
}

/** Answers the one error shape of the API. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return c.json(body, status);
}
