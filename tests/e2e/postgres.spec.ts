import { expect, test } from "@playwright/test";
import { ONE_VIEWPORT } from "./support/viewports.ts";

// The same server, started with DATABASE_URL at the PostgreSQL server (only when TEST_DATABASE_URL is set).
const pgBase = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

test.describe("on PostgreSQL", ONE_VIEWPORT, () => {
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL is not set");

  test("health reports PostgreSQL up and the home page renders", async ({ request }) => {
    const health = await request.get(`${pgBase}/api/health`);
    expect(await health.json()).toMatchObject({ status: "ok", database: { status: "up", engine: "postgres" } });
    const home = await request.get(`${pgBase}/?lang=en`);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain("Revise better, from primary school to university");
  });
});
