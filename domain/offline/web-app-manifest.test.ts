import { describe, expect, it } from "vitest";
import { webAppManifest } from "./web-app-manifest.ts";

describe("issue 12 offline: the web app manifest", () => {
  it("names the app after the configured brand", () => {
    const manifest = webAppManifest("Lycée+");
    expect(manifest.name).toBe("Lycée+");
    expect(manifest.short_name).toBe("Lycée+");
  });

  it("is installable: standalone, a start page inside its scope, 192 and 512 px icons and a maskable one", () => {
    const manifest = webAppManifest("Révizo");
    expect(manifest.display).toBe("standalone");
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    const png = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });

  it("uses the brand colours of the stylesheet", () => {
    const manifest = webAppManifest("Révizo");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.theme_color).not.toBe(manifest.background_color);
  });
});
