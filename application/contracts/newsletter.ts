// HTTP contract of §7 POST /newsletter/subscribe (§3 Newsletter subscription).
import * as v from "valibot";
import { MAILING_LISTS } from "./newsletter-unsubscribe-link.ts";
import { OkResponse } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { NewsletterSubscriptionSchema } from "../../domain/validation/newsletter.ts";
import { LOCALES } from "../../domain/locale/locale.ts";

const { email, sourceLocation, recaptchaToken, ...rest } = NewsletterSubscriptionSchema.entries;

/** §3: the fields of the domain schema, no other; lengths bounded. */
export const NewsletterSubscribeRequest = v.strictObject({
  ...rest,
  email: v.pipe(v.string(), v.maxLength(320), email),
  sourceLocation: v.pipe(v.string(), v.maxLength(100), sourceLocation),
  recaptchaToken: v.pipe(v.string(), v.maxLength(4096), recaptchaToken),
  /** The language of the page the popin was on: the welcome mail's (issue 32; French when absent). */
  locale: v.optional(v.picklist(LOCALES, "LocaleInvalid")),
});
export type NewsletterSubscribeRequest = v.InferOutput<typeof NewsletterSubscribeRequest>;

/** §7 POST /newsletter/subscribe: the subscription, after the bot-protection token (anonymous). */
export const SUBSCRIBE_NEWSLETTER = endpoint({
  method: "POST",
  path: "/newsletter/subscribe",
  summary: "Subscribe an e-mail address to the newsletter (fields of §3); the bot-protection token is verified first",
  tags: ["newsletter"],
  body: NewsletterSubscribeRequest,
  response: OkResponse,
  success: { status: 201, description: "Subscribed" },
  errors: { 400: ["AlreadySubscribed", "ValidationFailed"], 403: ["BotCheckFailed"], 429: ["TooManyRequests"] },
  notes: {
    400: "AlreadySubscribed's summary message is meant to be shown (§8)",
    403: "fields.recaptchaToken: the verifier's error codes",
  },
});

/**
 * Issue 15: the body of POST /newsletter/unsubscribe, as the unsubscribe link carries it
 * (newsletter-unsubscribe-link.ts). The address is not checked against §5's pattern: the token decides.
 */
export const NewsletterUnsubscribeRequest = v.strictObject({
  email: v.pipe(v.string(), v.nonEmpty(), v.maxLength(320)),
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)),
  /** The mailing to leave (default: the newsletter). */
  list: v.optional(v.picklist(MAILING_LISTS)),
});
export type NewsletterUnsubscribeRequest = v.InferOutput<typeof NewsletterUnsubscribeRequest>;

/** Issue 15 (GDPR art. 7(3), CPCE L34-5): leaving the list with the signed link of a mail (anonymous, idempotent). */
export const UNSUBSCRIBE_NEWSLETTER = endpoint({
  method: "POST",
  path: "/newsletter/unsubscribe",
  summary:
    "Remove an address from the newsletter (or, with `list: resume-famille`, stop the weekly word to parents of the account " +
    "of that address) with the token of its unsubscribe link; the same answer whether it was on the list or not",
  tags: ["newsletter"],
  body: NewsletterUnsubscribeRequest,
  response: OkResponse,
  success: { status: 200, description: "The address is not on the list (any more)" },
  errors: { 400: ["ValidationFailed"], 403: ["InvalidUnsubscribeToken"], 429: ["TooManyRequests"] },
  notes: { 403: "the token is not the one of this address's links (altered or cut short)" },
});

/** Issue 15: whether the member's own address is on the list, with the link's fields that take it off. */
export const NewsletterStatus = v.object({
  subscribed: v.boolean(),
  /** Null when the address is not on the list. */
  unsubscribe: v.nullable(NewsletterUnsubscribeRequest),
});
export type NewsletterStatus = v.InferOutput<typeof NewsletterStatus>;

/** Issue 15: /mon-compte's newsletter section (the member's account address). */
export const GET_NEWSLETTER_STATUS = endpoint({
  method: "GET",
  path: "/newsletter/subscription",
  summary:
    "Whether the member's account address is on the newsletter list, with what POST /newsletter/unsubscribe takes",
  tags: ["newsletter"],
  response: NewsletterStatus,
  success: { status: 200, description: "The member's newsletter status" },
  errors: {},
  member: { profiled: false },
});
