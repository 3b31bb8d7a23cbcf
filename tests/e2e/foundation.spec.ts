import { expect, test } from "@playwright/test";
import { ONE_VIEWPORT } from "./support/viewports.ts";

test.describe("server-rendered pages", () => {
  test("home is server-rendered in French, readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Réviser mieux, du primaire au supérieur");
    await context.close();
  });

  test("?lang=en gives English and the choice is kept on the next pages", ONE_VIEWPORT, async ({ page }) => {
    await page.goto("/?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Revise better, from primary school to university",
    );
    await page.goto("/signup");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
    expect(await page.evaluate(() => window.localStorage.getItem("locale") ?? document.cookie)).toContain("en");
  });

  test("the language switcher changes language after hydration", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Langue" })
      .first()
      .getByRole("link", { name: /English/ })
      .click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Revise better, from primary school to university",
    );
  });

  test("the reset page is always French", ONE_VIEWPORT, async ({ request }) => {
    const html = await (await request.get("/reset?lang=en")).text();
    expect(html).toContain('lang="fr"');
  });
});

test.describe("errors and redirects", () => {
  test("an unknown path answers 404 with the not-found page, noindex", ONE_VIEWPORT, async ({ page }) => {
    const response = await page.goto("/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("This page could not be found")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
  });

  test("the 404 page offers to go back when there is a previous page", async ({ page }) => {
    await page.goto("/");
    // A link followed from the site itself (same-site referrer, one more history entry).
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/nulle-part";
      a.textContent = "lien cassé";
      document.body.append(a);
    });
    await page.getByText("lien cassé").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cette page n'existe pas");
    await page.getByRole("button", { name: "Revenir à la page précédente" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/register redirects to /signup", ONE_VIEWPORT, async ({ request }) => {
    const response = await request.get("/register?utm_id=abc", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/signup?utm_id=abc");
  });
});

test.describe("API and assets", ONE_VIEWPORT, () => {
  test("stylesheets are announced first, the page's modules started only after the first paint (ADR 012, 033)", async ({
    request,
    page,
  }) => {
    const response = await request.get("/premium");
    const link = response.headers()["link"] ?? "";
    // The shell's stylesheet first, then the page's own (its file is named after whatever module the bundler puts
    // first in that chunk: the test reads what it holds instead).
    const announced = /^<\/assets\/app-[^>]+\.css>; rel=preload; as=style, <(\/assets\/[^>]+\.css)>/.exec(link);
    expect(announced, link).not.toBeNull();
    expect(await (await request.get(announced![1]!)).text()).toContain(".premium-hero");
    const html = await response.text();
    // Nothing in the HTML fetches a module: no module preload, no module script.
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    // The page's loader names them, and starts them once the page has painted, with the response's CSP nonce.
    await page.goto("/premium");
    const nonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");
    const preloads = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => [l.href, l.nonce]),
      );
    // After the first paint: on a busy machine the load event may come before the loader has named them all.
    await expect.poll(async () => (await preloads()).length).toBeGreaterThan(5);
    const started = await preloads();
    expect(started.every(([href, n]) => /\/assets\/.+\.js$/.test(href!) && n === nonce && nonce !== "")).toBe(true);
    expect(await page.locator('script[type="module"]').count()).toBeGreaterThan(0);
  });

  test("/api/health reports the database up", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: { status: "up", engine: "pglite" } });
  });

  test("/api/openapi.json documents the health route", async ({ request }) => {
    const doc = await (await request.get("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/health"].get).toBeDefined();
  });

  test("unknown API routes answer a JSON error", async ({ request }) => {
    const response = await request.get("/api/nothing-here");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "NotFound", message: "No API route for GET /api/nothing-here" },
    });
  });

  test("fingerprinted assets are immutable and precompressed", async ({ page, request }) => {
    await page.goto("/");
    // The framework chunk (vite.config.ts): big enough to be precompressed (files under 512 bytes are not).
    const script = await page.locator('link[rel="modulepreload"][href*="/framework-"]').first().getAttribute("href");
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const br = await request.get(script!, { headers: { "Accept-Encoding": "br" } });
    expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers()["content-encoding"]).toBe("br");
    const gz = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers()["content-encoding"]).toBe("gzip");
  });
});

test.describe("hydration", () => {
  for (const path of [
    "/",
    "/premium",
    "/premium/offre-famille",
    "/login",
    "/revisions/terminale/maths/suites-numeriques",
    "/simulateur-de-notes-bac",
    "/faq",
  ]) {
    test(`${path} hydrates without a script error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(path, { waitUntil: "networkidle" });
      expect(errors).toEqual([]);
    });
  }
});
