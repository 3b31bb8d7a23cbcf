// Issue 30: the weekly word to parents. The demo parent (family plan, child Tom) reads the children's week on the
// family space, asks for the Monday mail, and the job's run (its development trigger, as on a Monday morning) puts
// the mail in the outbox, in French, with Tom's week; the mail's own link stops it.
import { expect, test } from "@playwright/test";
import { CSRF_HEADER } from "../../application/contracts/http.ts";
import { logInByApi } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const PARENT = "parent@demo.test";

/** The Monday after today, 09:00 in Paris (08:00 UTC in winter, 07:00 in summer: 08:00 UTC is after 08:00 both ways). */
function nextMondayMorning(): Date {
  const now = new Date();
  const days = ((8 - now.getUTCDay()) % 7) + (now.getUTCDay() === 1 ? 7 : 0);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 8));
}

test("a parent reads the children's week, asks for the Monday mail and receives it", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // The demo parent's choice is shared by the projects: changed by one of them.
  test.skip(testInfo.project.name !== "desktop", "runs once per server");
  await logInByApi(page, baseURL, PARENT);
  await page.goto("/mon-compte");
  const week = page.getByRole("heading", { name: "La semaine de vos enfants" });
  await expect(week).toBeVisible();
  const digest = page.locator(".weekly-digest");
  await expect(digest.getByRole("heading", { name: "Tom" })).toBeVisible();
  await expect(digest.getByText("Notre conseil :")).toBeVisible();
  // A retry finds the mail already asked for: stop it first.
  const stop = digest.getByRole("button", { name: "Ne plus le recevoir" });
  if (await stop.isVisible()) {
    await stop.click();
    await expect(digest.getByText("C'est noté : vous ne recevrez plus ce résumé par e-mail.")).toBeVisible();
  }

  await digest.getByRole("button", { name: "Le recevoir chaque lundi" }).click();
  await expect(digest.getByText("C'est noté : vous recevrez ce résumé chaque lundi matin par e-mail.")).toBeVisible();
  await expect(digest.getByRole("button", { name: "Ne plus le recevoir" })).toBeVisible();
  await expectNoAxeViolations(page, "/mon-compte, the weekly word to parents");

  // Monday morning: the job sends this week's mail (once: a second run sends nothing more for the week).
  const at = nextMondayMorning().toISOString();
  const headers = { Origin: baseURL ?? "", [CSRF_HEADER]: "1" };
  const run = await request.post("/api/dev/weekly-digest", { data: { at }, headers });
  expect(run.ok()).toBe(true);
  const again = await request.post("/api/dev/weekly-digest", { data: { at }, headers });
  expect(await again.json()).toMatchObject({ sent: 0 });
  const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(PARENT)}`)).json()) as {
    template: string;
    subject: string;
    text: string;
  }[];
  const weekly = mails.filter((mail) => mail.template === "weekly-family-digest");
  expect(weekly.length).toBeGreaterThanOrEqual(1);
  const [latest] = weekly;
  expect(latest?.subject).toContain("la semaine de vos enfants");
  expect(latest?.text).toContain("Tom");
  expect(latest?.text).toContain("Notre conseil :");
  expect(latest?.text).toContain("/mon-compte");

  // The mail's stop link: its page changes nothing until its one button is pressed (no sign-in needed).
  const link = /https?:\/\/\S+\/newsletter\/desinscription\?\S+/.exec(latest?.text ?? "")?.[0] ?? "";
  expect(new URL(link).searchParams.get("list")).toBe("resume-famille");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ne plus recevoir le résumé de la semaine");
  await page.getByRole("button", { name: "Ne plus le recevoir" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résumé de la semaine arrêté");
  await page.goto("/mon-compte");
  await expect(page.locator(".weekly-digest").getByRole("button", { name: "Le recevoir chaque lundi" })).toBeVisible();
});
