import { describe, expect, it } from "vitest";
import { TURNSTILE_SITEVERIFY_URL, TurnstileBotVerifier } from "./turnstile-bot-verifier.ts";

function fakeFetch(answer: unknown, calls: { url: string; form: URLSearchParams }[] = []): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), form: new URLSearchParams(init?.body as URLSearchParams) });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
}

const input = { token: "tok", remoteIp: "203.0.113.9", idempotencyKey: "idem-1", expectedAction: "subscribe" };

describe("TurnstileBotVerifier", () => {
  it("posts secret, response, remoteip and idempotency_key to siteverify and accepts a success", async () => {
    const calls: { url: string; form: URLSearchParams }[] = [];
    const verifier = new TurnstileBotVerifier("0x-secret", fakeFetch({ success: true, action: "subscribe" }, calls));
    expect((await verifier.verify(input)).isOk()).toBe(true);
    expect(calls[0]?.url).toBe(TURNSTILE_SITEVERIFY_URL);
    expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({
      secret: "0x-secret",
      response: "tok",
      remoteip: "203.0.113.9",
      idempotency_key: "idem-1",
    });
  });

  it("leaves remoteip out when unknown", async () => {
    const calls: { url: string; form: URLSearchParams }[] = [];
    await new TurnstileBotVerifier("s", fakeFetch({ success: true }, calls)).verify({ ...input, remoteIp: null });
    expect(calls[0]?.form.has("remoteip")).toBe(false);
  });

  it("passes Turnstile's error codes on", async () => {
    const verifier = new TurnstileBotVerifier(
      "s",
      fakeFetch({ success: false, "error-codes": ["timeout-or-duplicate"] }),
    );
    expect((await verifier.verify(input))._unsafeUnwrapErr()).toEqual({
      type: "BotCheckFailed",
      codes: ["timeout-or-duplicate"],
    });
    const silent = new TurnstileBotVerifier("s", fakeFetch({ success: false }));
    expect((await silent.verify(input))._unsafeUnwrapErr().codes).toEqual(["invalid-input-response"]);
  });

  it("refuses a token made for another action", async () => {
    const verifier = new TurnstileBotVerifier("s", fakeFetch({ success: true, action: "login" }));
    expect((await verifier.verify(input))._unsafeUnwrapErr().codes).toEqual(["action-mismatch"]);
  });

  it("fails closed when siteverify cannot be reached, and refuses empty or oversized tokens without calling it", async () => {
    expect(
      (await new TurnstileBotVerifier("s", fakeFetch(new Error("offline"))).verify(input))._unsafeUnwrapErr().codes,
    ).toEqual(["internal-error"]);
    const calls: { url: string; form: URLSearchParams }[] = [];
    const verifier = new TurnstileBotVerifier("s", fakeFetch({ success: true }, calls));
    expect((await verifier.verify({ ...input, token: "" }))._unsafeUnwrapErr().codes).toEqual([
      "missing-input-response",
    ]);
    expect((await verifier.verify({ ...input, token: "x".repeat(2049) }))._unsafeUnwrapErr().codes).toEqual([
      "invalid-input-response",
    ]);
    expect(calls).toEqual([]);
  });
});
