import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { LoadNewsletterStatus, UnsubscribeFromNewsletter } from "./unsubscribe.ts";

const link = { email: "eleve@example.org", token: "t".repeat(43) };

describe("UnsubscribeFromNewsletter (issue 15)", () => {
  it("sends the link's fields and is done when the API takes the address off", async () => {
    const api = new MemoryApiClient().on("POST /newsletter/unsubscribe", () => ({ ok: { ok: true } }));
    const result = await memoryAccountContainer({ api }).resolve(UnsubscribeFromNewsletter).execute(link);
    expect(result.isOk()).toBe(true);
    expect(api.calls.map((call) => call.body)).toEqual([link]);
  });

  it("refuses a link without address or token without calling the API", async () => {
    const api = new MemoryApiClient();
    const unsubscribe = memoryAccountContainer({ api }).resolve(UnsubscribeFromNewsletter);
    expect((await unsubscribe.execute(null))._unsafeUnwrapErr()).toEqual({ type: "InvalidUnsubscribeLink" });
    expect((await unsubscribe.execute({ email: "a@b.fr", token: "x".repeat(200) }))._unsafeUnwrapErr()).toEqual({
      type: "InvalidUnsubscribeLink",
    });
    expect(api.calls).toEqual([]);
  });

  it("says why the API refused: a bad token, too many attempts, the API out of reach", async () => {
    const answer = async (status: number, code: string) => {
      const api = new MemoryApiClient().on("POST /newsletter/unsubscribe", () => ({ fail: httpFailure(status, code) }));
      return (
        await memoryAccountContainer({ api }).resolve(UnsubscribeFromNewsletter).execute(link)
      )._unsafeUnwrapErr();
    };
    expect(await answer(403, "InvalidUnsubscribeToken")).toEqual({ type: "InvalidUnsubscribeLink" });
    expect(await answer(400, "ValidationFailed")).toEqual({ type: "InvalidUnsubscribeLink" });
    expect(await answer(429, "TooManyRequests")).toEqual({ type: "TooManyAttempts" });
    expect(await answer(500, "InternalError")).toEqual({ type: "Unavailable" });
  });
});

describe("LoadNewsletterStatus (issue 15)", () => {
  it("answers the fields that take the member's address off, or null when it is not on the list", async () => {
    const on = new MemoryApiClient().on("GET /newsletter/subscription", () => ({
      ok: { subscribed: true, unsubscribe: link },
    }));
    expect((await memoryAccountContainer({ api: on }).resolve(LoadNewsletterStatus).execute())._unsafeUnwrap()).toEqual(
      link,
    );
    const off = new MemoryApiClient().on("GET /newsletter/subscription", () => ({
      ok: { subscribed: false, unsubscribe: null },
    }));
    expect(
      (await memoryAccountContainer({ api: off }).resolve(LoadNewsletterStatus).execute())._unsafeUnwrap(),
    ).toBeNull();
  });
});
