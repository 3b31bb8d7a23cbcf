// Issue 12 "Offline": draws the app's PNG icons (public/icons/*.png, committed) from their SVG sources
// (public/icons/icon.svg, icon-maskable.svg) in Chromium. Run after changing an SVG: node scripts/generate-icons.ts
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";

const ICONS = [
  { svg: "icon.svg", png: "icon-192.png", size: 192 },
  { svg: "icon.svg", png: "icon-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "icon-maskable-512.png", size: 512 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const { svg, png, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = readFileSync(`public/icons/${svg}`, "utf8").replace(
      "<svg ",
      `<svg width="${size}" height="${size}" `,
    );
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${source}`);
    await page.screenshot({ path: `public/icons/${png}`, omitBackground: true });
    await page.close();
    process.stdout.write(`public/icons/${png}\n`);
  }
} finally {
  await browser.close();
}
