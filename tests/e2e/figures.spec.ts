// Figures (issue 27, docs/decisions/052) against the production build, at 375 and 1280 px: a geometry course shows
// its drawing with its text alternative and caption, a function course its plots, a geography course its map; each
// figure fits the screen, and the page has no axe violation. The PDF sheet's figure is tested at the adapter
// (adapters/api/content/sheets/sheet-figures.test.ts).
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";

const PYTHAGORE = "/revisions/3eme/maths/theoreme-de-pythagore";
const AFFINES = "/revisions/3eme/maths/fonctions-lineaires-et-affines";
const AIRES_URBAINES = "/revisions/3eme/histoire-geo/aires-urbaines";

test("a geometry course shows its figure as one image with its text alternative, within the screen", async ({
  page,
}) => {
  await page.goto(PYTHAGORE);
  const triangle = page.getByRole("img", { name: /Un triangle ABC : A en bas à gauche/ });
  await expect(triangle).toBeVisible();
  const figure = page.locator("figure.figure").filter({ has: triangle });
  await expect(figure.locator("figcaption")).toContainText("l'hypoténuse");
  // The drawing is SVG shapes, not a picture of text, and it fits the screen.
  expect(await triangle.locator("path").count()).toBeGreaterThanOrEqual(3);
  const box = await triangle.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.width).toBeGreaterThan(150);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  // The ladder's figure too: two figures, each named.
  await expect(page.getByRole("img", { name: /L'échelle de 5 m/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a function course plots its lines, and a geography course draws its map with the places it names", async ({
  page,
}) => {
  await page.goto(AFFINES);
  const line = page.getByRole("img", { name: /la droite représentant f\(x\) = 2x − 3/ });
  await expect(line).toBeVisible();
  // Axes with their tick labels, and the two points the course places.
  await expect(line.locator("text", { hasText: "(0 ; −3)" })).toHaveCount(1);
  await expect(line.locator("text", { hasText: "(3 ; 3)" })).toHaveCount(1);
  await expect(page.getByRole("img", { name: /Le tarif A part de l'origine|La droite du tarif A/ })).toBeVisible();

  await page.goto(AIRES_URBAINES);
  const map = page.getByRole("img", { name: /Carte de la France métropolitaine/ });
  await expect(map).toBeVisible();
  for (const city of ["Paris", "Lyon", "Marseille", "Lille"])
    await expect(map.locator("text", { hasText: city })).toHaveCount(1);
  const box = await map.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoAxeViolations(page);
});
