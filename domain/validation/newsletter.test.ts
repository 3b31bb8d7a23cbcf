import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  accessTypeOf,
  completeEmailPopinInputs,
  emailPopinBlockers,
  isEmailInvalid,
  programmeAfterTypeChange,
  programmeFits,
  programmesFor,
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

describe("issue 15: programmes that fit the user type, and why the button is disabled", () => {
  it("offers each user type its programmes only", () => {
    expect(programmesFor("primaire")).toEqual(["primaire"]);
    expect(programmesFor("college")).toEqual(["6ème", "5ème", "4ème", "3ème"]);
    expect(programmesFor("lycee")).toEqual(["seconde", "première", "terminale"]);
    expect(programmesFor("etudiant")).toEqual(["sup"]);
    expect(programmesFor("parents")).toEqual(LEVELS_OF_EDUCATION);
    expect(programmesFor(null)).toEqual(LEVELS_OF_EDUCATION);
    expect(programmeFits("primaire", "5ème")).toBe(false);
    expect(programmeFits("parents", "5ème")).toBe(true);
  });

  it("keeps a fitting programme on a type change, else the only fitting one, else none", () => {
    expect(programmeAfterTypeChange("college", "5ème")).toBe("5ème");
    expect(programmeAfterTypeChange("primaire", "5ème")).toBe("primaire");
    expect(programmeAfterTypeChange("etudiant", null)).toBe("sup");
    expect(programmeAfterTypeChange("lycee", "5ème")).toBeNull();
    expect(programmeAfterTypeChange(null, null)).toBeNull();
  });

  it("refuses inputs whose programme does not fit the type", () => {
    expect(completeEmailPopinInputs({ ...filled, type: "primaire", program: "5ème" })).toBeNull();
  });

  it("names each unmet condition, in the form's order", () => {
    expect(emailPopinBlockers(EMPTY_EMAIL_POPIN_FORM)).toEqual(["type", "program", "email", "consent"]);
    expect(emailPopinBlockers({ ...filled, email: "lou@ecole" })).toEqual(["email"]);
    expect(emailPopinBlockers({ ...filled, type: "primaire", program: "5ème" })).toEqual(["program"]);
    expect(emailPopinBlockers(filled)).toEqual([]);
  });

  it("calls an address invalid only once something is typed", () => {
    expect(isEmailInvalid("")).toBe(false);
    expect(isEmailInvalid("  ")).toBe(false);
    expect(isEmailInvalid("lou@ecole")).toBe(true);
    expect(isEmailInvalid("lou@ecole.fr")).toBe(false);
  });
});
