// Issue 27 (docs/decisions/045): the text of a dictée, asked by the dictée player when the pupil starts, never part of
// the page's HTML or data before then.
import * as v from "valibot";
import { LISTENING_LANGS } from "../../domain/learning/dictation.ts";
import { endpoint } from "./endpoint.ts";

export const DictationQuery = v.object({
  /** The dictée's rank among the document's dictées (0 first), as its placeholder names it. */
  rank: v.pipe(v.string(), v.regex(/^\d{1,3}$/)),
  locale: v.optional(v.picklist(["fr", "en"])),
});

export const DictationText = v.object({
  lang: v.picklist(LISTENING_LANGS),
  title: v.nullable(v.string()),
  text: v.string(),
});
export type DictationText = v.InferOutput<typeof DictationText>;

export const DICTATION_TEXT = endpoint({
  method: "GET",
  path: "/content/dictees/{path+}",
  summary:
    "The text of a dictée (a ```dictee block of content/README.md §9): {path} is its document's path, rank its place among the " +
    "document's dictées. Asked by the player when the pupil starts; a premium document's dictée only for a subscriber.",
  tags: ["content"],
  query: DictationQuery,
  response: DictationText,
  success: { status: 200, description: "{ lang, title, text }" },
  errors: {
    400: ["ValidationFailed", "PathInvalid"],
    401: ["Unauthenticated"],
    403: ["PremiumRequired"],
    404: ["ContentNotFound"],
  },
  notes: { 404: "no document at this path, or no dictée of this rank in it" },
});
