import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { redactDatabaseError, sqlState, uniqueViolation } from "./errors.ts";

describe("database errors", () => {
  it("finds the SQLSTATE and the violated constraint through drizzle's wrapper", () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "members_email_lower_key"'),
      { code: "23505" },
    );
    const wrapped = new DrizzleQueryError("insert into members ...", ["a@b.c"], driver);
    expect(sqlState(wrapped)).toBe("23505");
    expect(uniqueViolation(wrapped)).toBe("members_email_lower_key");
    expect(uniqueViolation(Object.assign(new Error("x"), { code: "23505", constraint: "k" }))).toBe("k");
    expect(uniqueViolation(Object.assign(new Error("x"), { code: "23505" }))).toBe("");
    expect(uniqueViolation(Object.assign(new Error("x"), { code: "23503" }))).toBeNull();
    expect(sqlState("text")).toBeNull();
  });

  it("drops the query parameters from errors that will be logged", () => {
    const wrapped = new DrizzleQueryError(
      'select * from "members" where lower(email) = lower($1)',
      ["secret@example.org"],
      Object.assign(new Error("boom"), { code: "57P01" }),
    );
    const safe = redactDatabaseError(wrapped) as Error;
    expect(safe.message).toBe(
      'Failed query: select * from "members" where lower(email) = lower($1) [params redacted] (SQLSTATE 57P01)',
    );
    expect(`${safe.message}${safe.stack}`).not.toContain("secret@example.org");
    const other = new Error("other");
    expect(redactDatabaseError(other)).toBe(other);
  });
});
