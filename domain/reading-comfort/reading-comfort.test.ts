import { describe, expect, it } from "vitest";
import {
  DEFAULT_READING_COMFORT,
  parseReadingComfort,
  readingComfortAttributes,
  readingComfortFromFields,
  serializeReadingComfort,
} from "./reading-comfort.ts";

const fields = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("reading comfort (issue 30)", () => {
  it("reads a form's fields, missing ones as the defaults, and refuses a value the page does not offer", () => {
    expect(
      readingComfortFromFields(
        fields({ textSize: "3", lineSpacing: "wide", font: "dyslexia", motion: "reduce", theme: "dark" }),
      ),
    ).toEqual({
      textSize: 3,
      lineSpacing: "wide",
      font: "dyslexia",
      motion: "reduce",
      theme: "dark",
    });
    expect(readingComfortFromFields(fields({}))).toEqual(DEFAULT_READING_COMFORT);
    expect(readingComfortFromFields(fields({ textSize: "4" }))).toBeNull();
    expect(readingComfortFromFields(fields({ textSize: "1.5" }))).toBeNull();
    expect(readingComfortFromFields(fields({ lineSpacing: "double" }))).toBeNull();
    expect(readingComfortFromFields(fields({ font: "comic" }))).toBeNull();
    expect(readingComfortFromFields(fields({ motion: "none" }))).toBeNull();
    expect(readingComfortFromFields(fields({ theme: "sepia" }))).toBeNull();
  });

  it("keeps the settings in a cookie value and reads them back; the defaults are no value", () => {
    const comfort = {
      textSize: 2,
      lineSpacing: "wide",
      font: "hyperlegible",
      motion: "system",
      theme: "dark",
    } as const;
    expect(serializeReadingComfort(comfort)).toBe("2.wide.hyperlegible.system.dark");
    expect(parseReadingComfort(serializeReadingComfort(comfort))).toEqual(comfort);
    expect(serializeReadingComfort({ ...DEFAULT_READING_COMFORT, theme: "light" })).toBe(
      "0.normal.default.system.light",
    );
    expect(serializeReadingComfort(DEFAULT_READING_COMFORT)).toBe("");
    expect(parseReadingComfort("")).toEqual(DEFAULT_READING_COMFORT);
  });

  it("reads a cookie written before the theme existed with the device's theme", () => {
    expect(parseReadingComfort("1.wide.dyslexia.reduce")).toEqual({
      textSize: 1,
      lineSpacing: "wide",
      font: "dyslexia",
      motion: "reduce",
      theme: "system",
    });
  });

  it("reads a cookie it did not write as the defaults", () => {
    for (const value of [
      null,
      undefined,
      "9.wide.dyslexia.reduce",
      "1.wide.dyslexia.reduce.dark.more",
      "<script>",
      "1",
    ])
      expect(parseReadingComfort(value)).toEqual(
        value === "1" ? { ...DEFAULT_READING_COMFORT, textSize: 1 } : DEFAULT_READING_COMFORT,
      );
  });

  it("puts on the page's <html> only what differs from the site's defaults", () => {
    expect(readingComfortAttributes(DEFAULT_READING_COMFORT)).toEqual({});
    expect(
      readingComfortAttributes({ textSize: 1, lineSpacing: "wide", font: "dyslexia", motion: "reduce", theme: "dark" }),
    ).toEqual({
      "data-text-size": "1",
      "data-line-spacing": "wide",
      "data-font": "dyslexia",
      "data-motion": "reduce",
      "data-theme": "dark",
    });
  });
});
