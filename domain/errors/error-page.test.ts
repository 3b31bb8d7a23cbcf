import { describe, expect, it } from "vitest";
import { errorPageKind, errorStatus } from "./error-page.ts";

describe("§2 error page", () => {
  it("treats 404 and 410 as a page that does not exist", () => {
    expect(errorPageKind(404)).toBe("not-found");
    expect(errorPageKind(410)).toBe("not-found");
  });
  it("treats any other status as a generic error", () => {
    for (const status of [400, 401, 403, 409, 500, 503]) expect(errorPageKind(status)).toBe("generic");
  });
  it("uses 500 for errors without a valid HTTP error status", () => {
    expect(errorStatus(undefined)).toBe(500);
    expect(errorStatus(200)).toBe(500);
    expect(errorStatus(600)).toBe(500);
    expect(errorStatus(404.5)).toBe(500);
    expect(errorStatus(503)).toBe(503);
  });
});
