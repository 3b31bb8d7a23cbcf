import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkBirthday,
  checkConditionsAccepted,
  checkConfirmPassword,
  checkLoginEmail,
  checkLoginPassword,
  checkNewPassword,
  checkRequired,
  NO_COMMON_PASSWORDS,
  checkSignUpEmail,
  DEFAULT_BIRTHDAY_LIMIT,
  emailsMatch,
  isIsoDate,
  PASSWORD_MIN_LENGTH,
} from "./rules.ts";

describe("§5 e-mail rules", () => {
  it("login e-mail: empty, invalid, valid", () => {
    expect(checkLoginEmail("")).toBe("LoginEmailEmpty");
    expect(checkLoginEmail("   ")).toBe("LoginEmailEmpty");
    expect(checkLoginEmail("jean@")).toBe("EmailInvalid");
    expect(checkLoginEmail(" jean@ecole.fr ")).toBeNull();
  });
  it("sign-up e-mail: empty is a required field", () => {
    expect(checkSignUpEmail("")).toBe("Required");
    expect(checkSignUpEmail("jean")).toBe("EmailInvalid");
    expect(checkSignUpEmail("jean@ecole.fr")).toBeNull();
  });
  it("confirmation: same address, case and outer spaces ignored", () => {
    expect(emailsMatch("x@y.fr", "x@y.fr ")).toBe(true);
    expect(emailsMatch("x@y.fr", "x@y.com")).toBe(false);
  });
});

describe("§5 password rules", () => {
  it("has a minimum length of 8", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
  it("login password must only be present", () => {
    expect(checkLoginPassword("")).toBe("PasswordEmpty");
    expect(checkLoginPassword("abc")).toBeNull();
  });
  const common = new Set(["12345678", "password", "motdepasse"]);
  it("new password: empty, under 8 characters, 8 or more", () => {
    expect(checkNewPassword("", common)).toBe("PasswordEmpty");
    expect(checkNewPassword("1234567", common)).toBe("PasswordTooShort");
    expect(checkNewPassword("Lune-verte-42", common)).toBeNull();
  });
  it("issue 14: refuses a common password whatever its case or surrounding spaces", () => {
    expect(checkNewPassword("12345678", common)).toBe("PasswordTooWeak");
    expect(checkNewPassword("PassWord", common)).toBe("PasswordTooWeak");
    expect(checkNewPassword(" motdepasse ", common)).toBe("PasswordTooWeak");
    // The browser has no list: only the server refuses these.
    expect(checkNewPassword("12345678", NO_COMMON_PASSWORDS)).toBeNull();
  });
  it("issue 14: refuses white space only and one character repeated", () => {
    expect(checkNewPassword("        ", NO_COMMON_PASSWORDS)).toBe("PasswordTooWeak");
    expect(checkNewPassword("\t \t \t \t ", NO_COMMON_PASSWORDS)).toBe("PasswordTooWeak");
    expect(checkNewPassword("zzzzzzzzzz", NO_COMMON_PASSWORDS)).toBe("PasswordTooWeak");
  });
  it("counts characters, not UTF-16 units", () => {
    expect(checkNewPassword("😀😀😀😀", NO_COMMON_PASSWORDS)).toBe("PasswordTooShort"); // 8 UTF-16 units, 4 characters
    expect(checkNewPassword("éèéèéèéè", NO_COMMON_PASSWORDS)).toBeNull();
  });
  it("confirmation: empty is required, must equal exactly", () => {
    expect(checkConfirmPassword("secret12", "")).toBe("Required");
    expect(checkConfirmPassword("secret12", "Secret12")).toBe("PasswordsDiffer");
    expect(checkConfirmPassword("secret12", "secret12 ")).toBe("PasswordsDiffer");
    expect(checkConfirmPassword("secret12", "secret12")).toBeNull();
  });
  it("is too short exactly when fewer than 8 characters, whatever their UTF-16 width", () => {
    const chars = fc.array(fc.constantFrom("a", "é", "😀", " ", "中"), { minLength: 1, maxLength: 14 });
    fc.assert(
      fc.property(chars, (list) => {
        expect(checkNewPassword(list.join(""), NO_COMMON_PASSWORDS) === "PasswordTooShort").toBe(list.length < 8);
      }),
    );
  });
});

describe("§5 required fields and conditions", () => {
  it("requires a non-blank value", () => {
    expect(checkRequired(null)).toBe("Required");
    expect(checkRequired(undefined)).toBe("Required");
    expect(checkRequired(" \t")).toBe("Required");
    expect(checkRequired("Lou")).toBeNull();
  });
  it("requires the conditions to be accepted", () => {
    expect(checkConditionsAccepted(false)).toBe("ConditionsNotAccepted");
    expect(checkConditionsAccepted(true)).toBeNull();
  });
});

describe("§5 birthday", () => {
  const today = "2026-11-21";
  it("recognises real calendar dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("1900-02-29")).toBe(false);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2023-04-31")).toBe(false);
    expect(isIsoDate("2023-12-31")).toBe(true);
    expect(isIsoDate("2023-13-01")).toBe(false);
    expect(isIsoDate("2023-00-10")).toBe(false);
    expect(isIsoDate("2023-01-00")).toBe(false);
    expect(isIsoDate("21/11/2026")).toBe(false);
    expect(isIsoDate("2023-1-1")).toBe(false);
  });
  it("defaults the limit to 1900-01-01, the limit itself being accepted", () => {
    expect(DEFAULT_BIRTHDAY_LIMIT).toBe("1900-01-01");
    expect(checkBirthday("1899-12-31", today)).toBe("BirthdayTooEarly");
    expect(checkBirthday("1900-01-01", today)).toBeNull();
  });
  it("refuses dates after today, today itself being accepted", () => {
    expect(checkBirthday("2026-11-22", today)).toBe("BirthdayInFuture");
    expect(checkBirthday("2026-11-21", today)).toBeNull();
    expect(checkBirthday(" 2010-05-03 ", today)).toBeNull();
  });
  it("takes a configurable limit", () => {
    expect(checkBirthday("1920-01-01", today, "1926-01-01")).toBe("BirthdayTooEarly");
    expect(checkBirthday("1930-01-01", today, "1926-01-01")).toBeNull();
  });
  it("treats a missing or impossible date as a required field", () => {
    expect(checkBirthday("", today)).toBe("Required");
    expect(checkBirthday("2010-02-30", today)).toBe("Required");
  });
  it("rejects a malformed today or limit as a programming error", () => {
    expect(() => checkBirthday("2010-01-01", "21/11/2026")).toThrow(RangeError);
    expect(() => checkBirthday("2010-01-01", today, "1900")).toThrow(RangeError);
  });
});
