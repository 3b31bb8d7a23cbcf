// §3 "Newsletter subscription" and "E-mail popin inputs", §5 "Newsletter popin": the popin's inputs, the
// four conditions of its submit button, the send step, and the payload of POST /newsletter/subscribe (§7).
import { USER_TYPES, type UserType } from "../state/site-state.ts";
import * as v from "valibot";
import { EMAIL_PATTERN, normalizeEmail } from "./email.ts";

/** §1: the popin offers the five audience types (the one list lives in domain/state). */
export const POPIN_USER_TYPES = USER_TYPES;
export type PopinUserType = UserType;

/** §3: levels of education of a newsletter subscription; the popin's programme dropdown offers the same values. */
export const LEVELS_OF_EDUCATION = [
  "primaire",
  "6ème",
  "5ème",
  "4ème",
  "3ème",
  "seconde",
  "première",
  "terminale",
  "sup",
] as const;
export type LevelOfEducation = (typeof LEVELS_OF_EDUCATION)[number];

/** §3: access types of a newsletter subscription. */
export const NEWSLETTER_ACCESS_TYPES = ["parent", "student"] as const;
export type NewsletterAccessType = (typeof NEWSLETTER_ACCESS_TYPES)[number];

const emailField = v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN));

/** §3/§7: the payload of POST /newsletter/subscribe. */
export const NewsletterSubscriptionSchema = v.object({
  email: emailField,
  sourceAccessTypeName: v.picklist(NEWSLETTER_ACCESS_TYPES),
  sourceLevelOfEducationName: v.picklist(LEVELS_OF_EDUCATION),
  /** The popup variant the visitor saw. */
  sourceLocation: v.pipe(v.string(), v.nonEmpty()),
  acceptNewsletter: v.boolean(),
  recaptchaToken: v.pipe(v.string(), v.nonEmpty()),
});
export type NewsletterSubscription = v.InferOutput<typeof NewsletterSubscriptionSchema>;

/** §3: the popin form while it is being filled in: a dropdown not chosen yet is null. */
export interface EmailPopinForm {
  type: PopinUserType | null;
  program: LevelOfEducation | null;
  email: string;
  acceptNewsletter: boolean;
}

/** §3: the popin form before any input. */
export const EMPTY_EMAIL_POPIN_FORM: EmailPopinForm = { type: null, program: null, email: "", acceptNewsletter: false };

/** §3/§5: the popin inputs once every submit condition holds (consent must be ticked). */
export const EmailPopinInputsSchema = v.object({
  type: v.picklist(POPIN_USER_TYPES),
  program: v.picklist(LEVELS_OF_EDUCATION),
  email: emailField,
  acceptNewsletter: v.literal(true),
});
export type EmailPopinInputs = v.InferOutput<typeof EmailPopinInputsSchema>;

/** §3: what the send step uses: inputType, inputProgram, email and the newsletter flag. */
export const EmailPopinSendSchema = v.object({
  inputType: v.picklist(POPIN_USER_TYPES),
  inputProgram: v.picklist(LEVELS_OF_EDUCATION),
  email: emailField,
  newsletter: v.boolean(),
});
export type EmailPopinSend = v.InferOutput<typeof EmailPopinSendSchema>;

/** §5: the complete popin inputs, or null while a submit condition is unmet. */
export function completeEmailPopinInputs(form: EmailPopinForm): EmailPopinInputs | null {
  const result = v.safeParse(EmailPopinInputsSchema, form);
  return result.success ? result.output : null;
}

/** §3: the send step built from the popin inputs. */
export function toEmailPopinSend(inputs: EmailPopinInputs): EmailPopinSend {
  return {
    inputType: inputs.type,
    inputProgram: inputs.program,
    email: normalizeEmail(inputs.email),
    newsletter: inputs.acceptNewsletter,
  };
}

/** §3: a parent subscribes as "parent"; every other user type (pupils and students) as "student". */
export function accessTypeOf(userType: PopinUserType): NewsletterAccessType {
  return userType === "parents" ? "parent" : "student";
}

/** §3/§7: the subscription payload from the send step, the popup variant and the bot-protection token. */
export function toNewsletterSubscription(
  send: EmailPopinSend,
  context: { sourceLocation: string; recaptchaToken: string },
): NewsletterSubscription {
  return {
    email: normalizeEmail(send.email),
    sourceAccessTypeName: accessTypeOf(send.inputType),
    sourceLevelOfEducationName: send.inputProgram,
    sourceLocation: context.sourceLocation,
    acceptNewsletter: send.newsletter,
    recaptchaToken: context.recaptchaToken,
  };
}
