import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  accessTypeOf,
  completeEmailPopinInputs,
  EMPTY_EMAIL_POPIN_FORM,
  EmailPopinSendSchema,
  type EmailPopinForm,
  LEVELS_OF_EDUCATION,
  NewsletterSubscriptionSchema,
  POPIN_USER_TYPES,
  type PopinUserType,
  toEmailPopinSend,
  toNewsletterSubscription,
} from "./newsletter.ts";

const filled: EmailPopinForm = { type: "lycee", program: "première", email: " lou@ecole.fr ", acceptNewsletter: true };

describe("§3 newsletter subscription", () => {
  it("lists the access types, levels and user types of the spec", () => {
    expect(LEVELS_OF_EDUCATION).toEqual([
      "primaire",
      "6ème",
      "5ème",
      "4ème",
      "3ème",
      "seconde",
      "première",
      "terminale",
      "sup",
    ]);
    expect(POPIN_USER_TYPES).toEqual(["parents", "primaire", "college", "lycee", "etudiant"]);
  });
  it("accepts a complete payload and rejects unknown values", () => {
    const payload = {
      email: "lou@ecole.fr",
      sourceAccessTypeName: "student",
      sourceLevelOfEducationName: "terminale",
      sourceLocation: "popup-a",
      acceptNewsletter: true,
      recaptchaToken: "tok",
    };
    expect(v.is(NewsletterSubscriptionSchema, payload)).toBe(true);
    expect(v.is(NewsletterSubscriptionSchema, { ...payload, sourceAccessTypeName: "teacher" })).toBe(false);
    expect(v.is(NewsletterSubscriptionSchema, { ...payload, sourceLevelOfEducationName: "6eme" })).toBe(false);
    expect(v.is(NewsletterSubscriptionSchema, { ...payload, email: "lou" })).toBe(false);
    expect(v.is(NewsletterSubscriptionSchema, { ...payload, recaptchaToken: "" })).toBe(false);
    expect(v.is(NewsletterSubscriptionSchema, { ...payload, sourceLocation: "" })).toBe(false);
  });
});

describe("§5 e-mail popin submit button: enabled only with complete inputs", () => {
  it("has no inputs on an empty form or while one of the four conditions is unmet", () => {
    for (const form of [
      EMPTY_EMAIL_POPIN_FORM,
      { ...filled, type: null },
      { ...filled, program: null },
      { ...filled, email: "lou@ecole" },
      { ...filled, acceptNewsletter: false },
    ])
      expect(completeEmailPopinInputs(form), JSON.stringify(form)).toBeNull();
  });
  it("does not accept values outside the dropdowns", () => {
    const odd = { ...filled, type: "teacher" as PopinUserType, program: "cp" as EmailPopinForm["program"] };
    expect(completeEmailPopinInputs(odd)).toBeNull();
  });
  it("gives the inputs once all four conditions hold", () => {
    expect(completeEmailPopinInputs(filled)).toEqual({ ...filled, email: "lou@ecole.fr" });
  });
});

describe("§3 send step and subscription payload", () => {
  it("builds the send step from the popin inputs", () => {
    const inputs = completeEmailPopinInputs(filled);
    expect(inputs).not.toBeNull();
    const send = toEmailPopinSend(inputs!);
    expect(send).toEqual({ inputType: "lycee", inputProgram: "première", email: "lou@ecole.fr", newsletter: true });
    expect(v.is(EmailPopinSendSchema, send)).toBe(true);
  });
  it("maps parents to parent and every other user type to student", () => {
    expect(accessTypeOf("parents")).toBe("parent");
    for (const type of ["primaire", "college", "lycee", "etudiant"] as const)
      expect(accessTypeOf(type)).toBe("student");
  });
  it("builds a payload the subscription schema accepts", () => {
    const payload = toNewsletterSubscription(
      { inputType: "parents", inputProgram: "6ème", email: " p@famille.fr", newsletter: true },
      { sourceLocation: "popup-b", recaptchaToken: "token-123" },
    );
    expect(payload).toEqual({
      email: "p@famille.fr",
      sourceAccessTypeName: "parent",
      sourceLevelOfEducationName: "6ème",
      sourceLocation: "popup-b",
      acceptNewsletter: true,
      recaptchaToken: "token-123",
    });
    expect(v.is(NewsletterSubscriptionSchema, payload)).toBe(true);
  });
});
