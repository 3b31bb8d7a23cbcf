import { describe, expect, it } from "vitest";
import { defaultRequestHeaders, EVALUATION_HEADER } from "./headers.ts";

describe("§7 default request headers", () => {
  it("sends Accept, the evaluation flag and the UTC timezone", () => {
    expect(defaultRequestHeaders()).toEqual({
      Accept: "application/json",
      "X-Revizo-Eval": "false",
      "X-Timezone": "UTC",
    });
    expect(defaultRequestHeaders(true)[EVALUATION_HEADER]).toBe("true");
    expect(defaultRequestHeaders(true)["X-Timezone"]).toBe("UTC");
  });
});
