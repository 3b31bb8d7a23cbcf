import { chromium } from "@playwright/test";
const base = ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"];
const extra = (process.env.EXTRA ?? "").split(" ").filter(Boolean);
const browser = await chromium.launch({ executablePath: process.env.EXE ?? "/usr/lib/chromium/chromium", args: [...base, ...extra], headless: true });
const t = { ctx: 0, page: 0, content: 0, close: 0 };
const t0 = Date.now();
for (let i = 0; i < 10; i++) {
  let s = Date.now();
  const ctx = await browser.newContext(); t.ctx += Date.now() - s; s = Date.now();
  const page = await ctx.newPage(); t.page += Date.now() - s; s = Date.now();
  await page.setContent("<h1>hello</h1>"); t.content += Date.now() - s; s = Date.now();
  await ctx.close(); t.close += Date.now() - s;
}
console.log(process.env.EXTRA ?? "", "10 contexts", Date.now() - t0, "ms", JSON.stringify(t));
await browser.close();
