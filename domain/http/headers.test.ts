import { describe, expect, it } from "vitest";
import { defaultRequestHeaders, EVALUATION_HEADER, isEvaluationRequest, TIMEZONE_HEADER } from "./headers.ts";

describe("§7 default request headers", () => {
  it("sends Accept, the evaluation flag and the UTC timezone", () => {
    expect(defaultRequestHeaders()).toEqual({
      Accept: "application/json",
      "X-Revizo-Eval": "false",
      "X-Timezone": "UTC",
    });
    expect(defaultRequestHeaders(true)[EVALUATION_HEADER]).toBe("true");
    expect(defaultRequestHeaders(true)[TIMEZONE_HEADER]).toBe("UTC");
  });
  it("reads the evaluation flag strictly", () => {
    expect(isEvaluationRequest("true")).toBe(true);
    expect(isEvaluationRequest(" 1 ")).toBe(true);
    expect(isEvaluationRequest("TRUE")).toBe(true);
    for (const value of ["false", "0", "", "yes", null, undefined]) expect(isEvaluationRequest(value)).toBe(false);
  });
});
