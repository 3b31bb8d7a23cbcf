// Issue 15 (docs/decisions/041-newsletter-unsubscribe.md): leaving the newsletter through the whole app. The welcome
// mail carries the unsubscribe link in both parts; POST /newsletter/unsubscribe with its fields takes the address off
// the list, answers the same the second time, refuses a bad token with its code (never a 5xx), and is throttled per
// client address; GET /newsletter/subscription gives a member the same fields for their account address.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { TURNSTILE_DUMMY_TOKEN } from "../../adapters/api/security/offline-bot-verifier.ts";
import { UnsubscribeLinks } from "../../application/api/newsletter/unsubscribe-links.ts";
import { RATE_RULES } from "../../application/api/security/throttle-rules.ts";
import { unsubscribeLinkOf } from "../../application/contracts/newsletter-unsubscribe-link.ts";
import { ENGINES, randomIp, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, uniqueEmail } from "./support/members.ts";
import { countOf } from "./support/sql.ts";

/** Free sheets of one class, so that the welcome mail has sheets to send (it is not sent without). */
const FOLDER = "revisions/lycee/terminale/maths";

async function contentFiles() {
  const names = (await readdir(path.join("content", FOLDER))).filter((name) => name.endsWith(".md"));
  return Promise.all(
    names.map(async (name) => ({
      source: `${FOLDER}/${name}`,
      raw: await readFile(path.join("content", FOLDER, name), "utf8"),
    })),
  );
}

describe.each(ENGINES)("newsletter unsubscribe on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    const { documents, failures } = parseContentFiles(await contentFiles());
    expect(failures).toEqual([]);
    await syncContentDocuments(api.database.db, documents, { prune: true });
  }, 120_000);
  afterAll(() => api.close());

  const onList = (email: string) =>
    countOf(api, sql`select count(*)::int as n from newsletter_subscriptions where lower(email) = lower(${email})`);

  async function subscribe(email: string, locale?: "fr" | "en"): Promise<void> {
    const response = await api.request("/api/newsletter/subscribe", {
      body: {
        ...(locale ? { locale } : {}),
        email,
        sourceAccessTypeName: "student",
        sourceLevelOfEducationName: "terminale",
        sourceLocation: "popup-a",
        acceptNewsletter: true,
        recaptchaToken: TURNSTILE_DUMMY_TOKEN,
      },
    });
    expect(response.status).toBe(201);
  }

  const unsubscribe = (body: unknown, ip?: string) =>
    api.request("/api/newsletter/unsubscribe", { body, ...(ip ? { ip } : {}) });

  const fieldsFor = (email: string) => api.container.resolve(UnsubscribeLinks).fieldsFor(email);

  async function welcomeMail(email: string) {
    await api.idle();
    const outbox = (await (await api.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      template: string;
      subject: string;
      text: string;
    }[];
    const mail = outbox.find((entry) => entry.template === "newsletter-welcome");
    expect(mail).toBeDefined();
    const links = [...mail!.text.matchAll(/^(https?:\/\/\S+\/newsletter\/desinscription\?\S+)$/gm)].map(
      (match) => new URL(match[1]!),
    );
    return { mail: mail!, links };
  }

  it("sends the welcome mail in the popin's language, with its unsubscribe link, whose fields take the address off the list", async () => {
    const email = uniqueEmail("Welcome");
    await subscribe(email);
    const { mail, links } = await welcomeMail(email);
    // French by default: one language, one link to the French page.
    expect(mail.subject).toMatch(/fiches de révision gratuites/);
    expect(mail.text).not.toContain("Thank you");
    expect(links.map((link) => link.searchParams.get("lang"))).toEqual(["fr"]);
    const [french] = links;
    expect(`${french!.origin}${french!.pathname}`).toBe(`${api.config.PUBLIC_ORIGIN}/newsletter/desinscription`);
    const fields = unsubscribeLinkOf(french!.searchParams);
    expect(fields).toEqual({ email: email.toLowerCase(), token: expect.stringMatching(/^[\w-]{43}$/) });

    // Issue 32: from an English page, the mail is English, says the sheets are French, and links the English page.
    const reader = uniqueEmail("WelcomeEn");
    await subscribe(reader, "en");
    const english = await welcomeMail(reader);
    expect(english.mail.subject).toMatch(/free revision sheets/);
    expect(english.mail.text).toContain("written in French");
    expect(english.mail.text).not.toContain("Bonjour");
    expect(english.links.map((link) => link.searchParams.get("lang"))).toEqual(["en"]);
    expect(unsubscribeLinkOf(english.links[0]!.searchParams)).toEqual(fieldsFor(reader));

    expect(await onList(email)).toBe(1);
    const response = await unsubscribe(fields);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true });
    expect(await onList(email)).toBe(0);
    expect(api.logs.some((line) => line.message === "newsletter.unsubscribed" && line.removed === true)).toBe(true);
  }, 60_000);

  it("answers the same success when the address is already gone (the link opened twice)", async () => {
    const email = uniqueEmail("twice");
    await subscribe(email);
    const fields = fieldsFor(email);
    expect((await unsubscribe(fields)).status).toBe(200);
    const again = await unsubscribe(fields);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    // An address never subscribed, with its own good token: the same answer (nothing tells whether it was there).
    const never = await unsubscribe(fieldsFor(uniqueEmail("never")));
    expect(never.status).toBe(200);
    // Subscribing again after it works as the first time.
    await subscribe(email);
    expect(await onList(email)).toBe(1);
  });

  it("takes the address off whatever the case the link writes it in", async () => {
    const email = uniqueEmail("case");
    await subscribe(email);
    const { token } = fieldsFor(email);
    expect((await unsubscribe({ email: email.toUpperCase(), token })).status).toBe(200);
    expect(await onList(email)).toBe(0);
  });

  it("refuses an altered token, another address's token and a cut link with 403 InvalidUnsubscribeToken, keeping the address", async () => {
    const email = uniqueEmail("kept");
    await subscribe(email);
    const { token } = fieldsFor(email);
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const body of [
      { email, token: altered },
      { email, token: fieldsFor(uniqueEmail("other")).token },
      { email, token: token.slice(0, 20) },
    ]) {
      const response = await unsubscribe(body);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: "InvalidUnsubscribeToken",
        message: "Ce lien de désinscription n'est pas valable : il a peut-être été coupé ou modifié.",
        fields: { token: "InvalidUnsubscribeToken" },
      });
    }
    const english = await api.request("/api/newsletter/unsubscribe", {
      body: { email, token: altered },
      headers: { "accept-language": "en" },
    });
    expect((await errorOf(english)).message).toBe(
      "This unsubscribe link is not valid: it may have been cut short or altered.",
    );
    expect(await onList(email)).toBe(1);
  });

  it("refuses a body without its fields, with extra ones or too long with 400 ValidationFailed", async () => {
    const response = await unsubscribe({ email: "", extra: 1 });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "ValidationFailed",
      fields: { email: "Invalid", token: "Required", extra: "UnknownField" },
    });
    const long = await unsubscribe({ email: "a@b.fr", token: "x".repeat(129) });
    expect(long.status).toBe(400);
  });

  it("is throttled per client address like the other public forms (429 with Retry-After)", async () => {
    const ip = randomIp();
    const body = fieldsFor(uniqueEmail("throttle"));
    for (let i = 0; i < RATE_RULES.newsletterUnsubscribeIp.limit; i += 1)
      expect((await unsubscribe(body, ip)).status).toBe(200);
    const refused = await unsubscribe(body, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect(await errorOf(refused)).toMatchObject({ code: "TooManyRequests" });
    // Another address is not held back.
    expect((await unsubscribe(body, randomIp())).status).toBe(200);
  });

  it("gives a member the fields for their account address while it is on the list (GET /newsletter/subscription)", async () => {
    const member = await createMember(api);
    const session = await login(api, member);
    const status = async () => {
      const response = await api.request("/api/newsletter/subscription", { cookie: session.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      return response.json();
    };
    expect(await status()).toEqual({ subscribed: false, unsubscribe: null });
    await subscribe(member.email.toUpperCase());
    const subscribed = (await status()) as { subscribed: boolean; unsubscribe: { email: string; token: string } };
    expect(subscribed).toEqual({ subscribed: true, unsubscribe: fieldsFor(member.email) });
    expect((await unsubscribe(subscribed.unsubscribe)).status).toBe(200);
    expect(await status()).toEqual({ subscribed: false, unsubscribe: null });
    expect((await api.request("/api/newsletter/subscription")).status).toBe(401);
  });
});
