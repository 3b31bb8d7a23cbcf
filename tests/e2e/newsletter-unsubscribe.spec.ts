// Issue 15 (docs/decisions/041-newsletter-unsubscribe.md): leaving the newsletter from a mail's link. The welcome mail
// (read in the development outbox, GET /api/dev/outbox) carries a link to /newsletter/desinscription; opening it
// changes nothing, its one button confirms and the page says it is done; an altered link says so; the form works
// without JavaScript; a mail program's one-click POST (RFC 8058) unsubscribes; a member leaves from /mon-compte. Axe on each state of the page.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { newAccount, PASSWORD } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** §7 POST /newsletter/subscribe as the popin sends it (the offline bot verifier's token); its status. */
async function subscribe(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  locale: "fr" | "en" = "fr",
): Promise<number> {
  const response = await request.post("/api/newsletter/subscribe", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL, "Accept-Language": "fr-FR" },
    data: {
      locale,
      email,
      sourceAccessTypeName: "student",
      sourceLevelOfEducationName: "terminale",
      sourceLocation: "popup-a",
      acceptNewsletter: true,
      recaptchaToken: "XXXX.DUMMY.TOKEN.XXXX",
    },
  });
  return response.status();
}

/**
 * The unsubscribe link of the welcome mail sent to `email` (one, in the mail's language: issue 32), as a path of this
 * site, and the same link for the other language's page (the page's language is its `lang`; the token is the same).
 */
async function unsubscribeLinks(request: APIRequestContext, email: string): Promise<{ fr: string; en: string }> {
  let links: string[] = [];
  await expect(async () => {
    const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      template: string;
      text: string;
    }[];
    const welcome = mails.find((mail) => mail.template === "newsletter-welcome");
    links = [...(welcome?.text ?? "").matchAll(/^(https?:\/\/\S+\/newsletter\/desinscription\?\S+)$/gm)].map(
      (match) => match[1]!,
    );
    expect(links).toHaveLength(1);
  }).toPass({ timeout: 15_000 });
  const path = (lang: string) => {
    const url = new URL(links[0]!);
    url.searchParams.set("lang", lang);
    return `${url.pathname}${url.search}`;
  };
  return { fr: path("fr"), en: path("en") };
}

/** The e-mail popin stays away (it is not shown on this page anyway; the home page is visited after). */
async function noPopin(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
}

test("a subscriber leaves from the welcome mail's link: the page asks, one button confirms, then it is done", async ({
  page,
  request,
  baseURL,
}) => {
  await noPopin(page);
  const email = unique("desinscription");
  expect(await subscribe(request, baseURL!, email)).toBe(201);
  const { fr } = await unsubscribeLinks(request, email);
  expect(new URL(fr, baseURL).searchParams.get("lang")).toBe("fr");

  await page.goto(fr);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Se désinscrire de la newsletter");
  await expect(page.getByText(email)).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("button")).toHaveCount(1);
  await expectNoAxeViolations(page);
  // Opening the link (as a mail scanner does) changed nothing: the address is still on the list.
  expect(await subscribe(request, baseURL!, email)).toBe(400);

  await main.getByRole("button", { name: "Confirmer la désinscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Désinscription confirmée");
  await expect(page.getByRole("status")).toContainText(`L'adresse ${email} ne recevra plus la lettre d'information`);
  await expect(page.getByText(/Vous pouvez vous réinscrire à tout moment/)).toBeVisible();
  await expect(main.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Off the list: subscribing again is a new subscription, and the link opened again says done again.
  expect(await subscribe(request, baseURL!, email)).toBe(201);
  await page.goto(fr);
  await main.getByRole("button", { name: "Confirmer la désinscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Désinscription confirmée");
});

test("an altered link says it is not valid, in the page's language, and leaves the address on the list", async ({
  page,
  request,
  baseURL,
}) => {
  await noPopin(page);
  const email = unique("altere");
  expect(await subscribe(request, baseURL!, email)).toBe(201);
  const { fr, en } = await unsubscribeLinks(request, email);
  const alter = (path: string) => {
    const url = new URL(path, baseURL);
    const token = url.searchParams.get("token")!;
    url.searchParams.set("token", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
    return `${url.pathname}${url.search}`;
  };

  await page.goto(alter(fr));
  await page.getByRole("main").getByRole("button", { name: "Confirmer la désinscription" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    /Ce lien de désinscription n'est pas valable : il a peut-être été coupé ou modifié\./,
  );
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(alter(en));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("main").getByRole("button", { name: "Confirm unsubscribing" }).click();
  await expect(page.getByRole("alert")).toHaveText(/This unsubscribe link is not valid/);

  // A link that lost its token says so at once.
  const cut = new URL(fr, baseURL);
  cut.searchParams.delete("token");
  await page.goto(`${cut.pathname}${cut.search}`);
  await expect(page.getByRole("alert")).toHaveText(/Ce lien de désinscription n'est pas valable/);
  expect(await subscribe(request, baseURL!, email)).toBe(400);
});

test(
  "a mail program's one-click unsubscribe (RFC 8058) leaves the list at once",
  ONE_VIEWPORT,
  async ({ request, baseURL }) => {
    const email = unique("un-clic");
    expect(await subscribe(request, baseURL!, email)).toBe(201);
    const { fr } = await unsubscribeLinks(request, email);
    // As a mail provider's server sends it: the List-Unsubscribe address, this body, no cookie, no Origin.
    const oneClick = await request.post(fr, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
      maxRedirects: 0,
    });
    expect(oneClick.status()).toBe(200);
    expect(await subscribe(request, baseURL!, email)).toBe(201);
    // The same POST with the token altered is refused and changes nothing.
    const altered = new URL(fr, baseURL);
    altered.searchParams.set("token", `${altered.searchParams.get("token")}x`);
    const refused = await request.post(`${altered.pathname}${altered.search}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(refused.status()).toBe(403);
    expect(await subscribe(request, baseURL!, email)).toBe(400);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the English mail's link and form confirm as a plain POST", ONE_VIEWPORT, async ({ page, request, baseURL }) => {
    const email = unique("sans-js");
    expect(await subscribe(request, baseURL!, email, "en")).toBe(201);
    const { en } = await unsubscribeLinks(request, email);
    const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      template: string;
      text: string;
    }[];
    const welcome = mails.find((mail) => mail.template === "newsletter-welcome");
    // Issue 32: subscribed from an English page, the mail is English and links the English page.
    expect(welcome?.text).toContain("Thank you for signing up");
    expect(welcome?.text).toMatch(/desinscription\?\S*lang=en/);
    await page.goto(en);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
    await page.getByRole("main").getByRole("button", { name: "Confirm unsubscribing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    expect(await subscribe(request, baseURL!, email)).toBe(201);
  });
});

test("a member whose address is on the list leaves it from My account", ONE_VIEWPORT, async ({ page, baseURL }) => {
  await noPopin(page);
  const email = await newAccount(page.request, baseURL!, "e2e-newsletter");
  const login = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL!, "Accept-Language": "fr-FR" },
    data: { identifier: email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const profiled = await page.request.post("/api/profiling", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL! },
    data: { accessType: "student", levelOfEducation: "terminale", country: "FR" },
  });
  expect(profiled.status()).toBe(200);

  await page.goto("/mon-compte");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
  await expect(page.getByRole("main").getByRole("heading", { name: "Newsletter", exact: true })).toHaveCount(0);

  expect(await subscribe(page.request, baseURL!, email.toUpperCase())).toBe(201);
  await page.goto("/mon-compte");
  const section = page.getByRole("region", { name: "Newsletter" });
  await expect(section).toContainText(email);
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: "Ne plus recevoir la newsletter" }).click();
  await expect(section.getByRole("status")).toHaveText("C'est fait : vous ne recevrez plus la newsletter.");
  await page.reload();
  await expect(page.getByRole("main").getByRole("heading", { name: "Newsletter", exact: true })).toHaveCount(0);
});
