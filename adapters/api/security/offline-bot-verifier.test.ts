import { describe, expect, it } from "vitest";
import { OfflineBotVerifier, TURNSTILE_DUMMY_TOKEN } from "./offline-bot-verifier.ts";

const input = (token: string) => ({ token, remoteIp: null, idempotencyKey: "k" });

describe("OfflineBotVerifier", () => {
  it("accepts the dummy token of the test site keys with the always-pass secret, nothing else", async () => {
    const verifier = new OfflineBotVerifier("1x0000000000000000000000000000000AA", { production: false });
    expect((await verifier.verify(input(TURNSTILE_DUMMY_TOKEN))).isOk()).toBe(true);
    expect((await verifier.verify(input("forged")))._unsafeUnwrapErr()).toEqual({
      type: "BotCheckFailed",
      codes: ["invalid-input-response"],
    });
    expect((await verifier.verify(input("")))._unsafeUnwrapErr().codes).toEqual(["missing-input-response"]);
  });

  it("mimics the always-fail and already-spent test secrets", async () => {
    const fail = new OfflineBotVerifier("2x0000000000000000000000000000000AA", { production: false });
    expect((await fail.verify(input(TURNSTILE_DUMMY_TOKEN)))._unsafeUnwrapErr().codes).toEqual([
      "invalid-input-response",
    ]);
    const spent = new OfflineBotVerifier("3x0000000000000000000000000000000AA", { production: false });
    expect((await spent.verify(input(TURNSTILE_DUMMY_TOKEN)))._unsafeUnwrapErr().codes).toEqual([
      "timeout-or-duplicate",
    ]);
  });

  it("refuses to exist in production", () => {
    expect(() => new OfflineBotVerifier("1x0000000000000000000000000000000AA", { production: true })).toThrow(
      /development only/,
    );
  });
});
