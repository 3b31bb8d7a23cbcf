import { describe, expect, it } from "vitest";
import { GENERIC_MESSAGE_CODES, messageFor } from "./messages.ts";

describe("§8 generic messages", () => {
  it("has three distinct codes", () => {
    expect(new Set(Object.values(GENERIC_MESSAGE_CODES)).size).toBe(3);
  });
  it("prefers a trimmed server summary", () => {
    expect(messageFor(" Email déjà utilisé ")).toEqual({ kind: "summary", text: "Email déjà utilisé" });
    expect(messageFor(undefined)).toEqual({ kind: "code", code: GENERIC_MESSAGE_CODES.tryLater });
    expect(messageFor("", GENERIC_MESSAGE_CODES.withStatus)).toEqual({ kind: "code", code: "GenericErrorWithStatus" });
  });
});
