// §8 "Error catalogue": the message shown for a failure: the server's summary when it sent one, otherwise a
// generic message named by a code. The words themselves live in the UI catalogs (French and English).

/** §8: codes of the generic messages (the UI maps each to its French and English text). */
export const GENERIC_MESSAGE_CODES = {
  /** "Une erreur est survenue, merci d'essayer plus tard." (newsletter subscription and HTTP failures) */
  tryLater: "GenericErrorTryLater",
  /** "Une erreur est survenue, merci de réessayer dans quelques instants." (profile fetch in a route guard) */
  retryShortly: "GenericErrorRetryShortly",
  /** "Une erreur est survenue" followed by the status code (error page, other statuses) */
  withStatus: "GenericErrorWithStatus",
} as const;
export type GenericMessageCode = (typeof GENERIC_MESSAGE_CODES)[keyof typeof GENERIC_MESSAGE_CODES];

/** §8: a message to show: the server's own words, or a generic code. */
export type UserMessage =
  { readonly kind: "summary"; readonly text: string } | { readonly kind: "code"; readonly code: GenericMessageCode };

/** §8: the server summary when present and not blank, else the given generic code. */
export function messageFor(
  summary: string | null | undefined,
  fallback: GenericMessageCode = GENERIC_MESSAGE_CODES.tryLater,
): UserMessage {
  const text = summary?.trim();
  return text ? { kind: "summary", text } : { kind: "code", code: fallback };
}
