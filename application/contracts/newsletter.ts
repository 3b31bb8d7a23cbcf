// HTTP contract of §7 POST /newsletter/subscribe (§3 Newsletter subscription).
import * as v from "valibot";
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
