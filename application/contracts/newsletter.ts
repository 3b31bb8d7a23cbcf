// HTTP contract of §7 POST /newsletter/subscribe (§3 Newsletter subscription).
import * as v from "valibot";
import { OkResponse } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { NewsletterSubscriptionSchema } from "../../domain/validation/newsletter.ts";

const { email, sourceLocation, recaptchaToken, ...rest } = NewsletterSubscriptionSchema.entries;

/** §3: the fields of the domain schema, no other; lengths bounded. */
export const NewsletterSubscribeRequest = v.strictObject({
  ...rest,
  email: v.pipe(v.string(), v.maxLength(320), email),
  sourceLocation: v.pipe(v.string(), v.maxLength(100), sourceLocation),
  recaptchaToken: v.pipe(v.string(), v.maxLength(4096), recaptchaToken),
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
