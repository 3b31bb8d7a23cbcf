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

/**
 * Issue 15: the programmes that fit a user type: a parent may pick any (their child's); a primary pupil the primary
 * school; a collégien 6e to 3e; a lycéen seconde to terminale; a student higher education. No type yet: every one.
 */
export function programmesFor(type: PopinUserType | null): readonly LevelOfEducation[] {
  switch (type) {
    case "primaire":
      return ["primaire"];
    case "college":
      return ["6ème", "5ème", "4ème", "3ème"];
    case "lycee":
      return ["seconde", "première", "terminale"];
    case "etudiant":
      return ["sup"];
    default:
      return LEVELS_OF_EDUCATION;
  }
}

/** Issue 15: whether a programme fits a user type (programmesFor). */
export function programmeFits(type: PopinUserType | null, program: LevelOfEducation): boolean {
  return programmesFor(type).includes(program);
}

/**
 * Issue 15: the programme kept when the user type changes: the chosen one if it still fits, else the only one that
 * fits when there is just one (primary school, higher education), else none.
 */
export function programmeAfterTypeChange(
  type: PopinUserType | null,
  program: LevelOfEducation | null,
): LevelOfEducation | null {
  if (program !== null && programmeFits(type, program)) return program;
  // The only fitting programme, when there is just one.
  return programmesFor(type).find((_, __, fitting) => fitting.length === 1) ?? null;
}

/** §3/§5: the popin inputs once every submit condition holds (consent must be ticked, the programme fits the type). */
export const EmailPopinInputsSchema = v.pipe(
  v.object({
    type: v.picklist(POPIN_USER_TYPES),
    program: v.picklist(LEVELS_OF_EDUCATION),
    email: emailField,
    acceptNewsletter: v.literal(true),
  }),
  v.check((inputs) => programmeFits(inputs.type, inputs.program), "The programme does not fit the user type."),
);

/** §5/issue 15: why the submit button is still disabled, each unmet condition once, in the form's order. */
export type EmailPopinBlocker = "type" | "program" | "email" | "consent";

/** §5/issue 15: the unmet submit conditions of a form (empty: the button can be enabled). */
export function emailPopinBlockers(form: EmailPopinForm): EmailPopinBlocker[] {
  const blockers: EmailPopinBlocker[] = [];
  if (form.type === null) blockers.push("type");
  if (form.program === null || !programmeFits(form.type, form.program)) blockers.push("program");
  if (!v.is(emailField, form.email)) blockers.push("email");
  if (!form.acceptNewsletter) blockers.push("consent");
  return blockers;
}

/** §5 "E-mail invalid": an address typed but not valid (an empty field is only missing, not invalid). */
export function isEmailInvalid(email: string): boolean {
  return email.trim() !== "" && !v.is(emailField, email);
}
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
