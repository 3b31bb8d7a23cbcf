import { describe, expect, it } from "vitest";
import { FORM_ERROR_CODES, isFormErrorCode } from "./form-errors.ts";

describe("§5 form messages", () => {
  it("recognises the codes and nothing else", () => {
    expect(FORM_ERROR_CODES).toHaveLength(12);
    for (const code of FORM_ERROR_CODES) expect(isFormErrorCode(code)).toBe(true);
    expect(isFormErrorCode("Email invalide.")).toBe(false);
    expect(isFormErrorCode("required")).toBe(false);
  });
});
