// Issue 30 "Reading comfort": what a reader may change of every page (text size in 4 steps, line spacing, a
// high-legibility or a dyslexia-friendly font, reduced motion, a light or dark theme), kept on the device in one cookie so that the server
// renders the page with it (no flash of the wrong text). docs/decisions/054.

export const TEXT_SIZES = [0, 1, 2, 3] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const LINE_SPACINGS = ["normal", "wide"] as const;
export const READING_FONTS = ["default", "hyperlegible", "dyslexia"] as const;
export const MOTIONS = ["system", "reduce"] as const;
export const THEMES = ["system", "light", "dark"] as const;

export interface ReadingComfort {
  /** 0: the site's size; 1, 2, 3: 112.5 %, 125 %, 150 %. */
  readonly textSize: TextSize;
  readonly lineSpacing: (typeof LINE_SPACINGS)[number];
  readonly font: (typeof READING_FONTS)[number];
  /** "system" follows the device's setting (prefers-reduced-motion); "reduce" stops animations whatever it says. */
  readonly motion: (typeof MOTIONS)[number];
  /** "system" follows the device's setting (prefers-color-scheme); "light" and "dark" whatever it says. */
  readonly theme: (typeof THEMES)[number];
}

export const DEFAULT_READING_COMFORT: ReadingComfort = {
  textSize: 0,
  lineSpacing: "normal",
  font: "default",
  motion: "system",
  theme: "system",
};

/** The cookie that holds a device's choice (a year; read by the server render and the render cache's key). */
export const READING_COMFORT_COOKIE = "readingComfort";
export const READING_COMFORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const oneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/**
 * The settings of a form's fields (the page's form, or any client): null when a field holds a value the page does
 * not offer. A missing field keeps the default.
 */
export function readingComfortFromFields(field: (name: string) => string | null): ReadingComfort | null {
  const textSize = Number(field("textSize") ?? "0");
  const lineSpacing = field("lineSpacing") ?? "normal";
  const font = field("font") ?? "default";
  const motion = field("motion") ?? "system";
  const theme = field("theme") ?? "system";
  if (
    !oneOf(TEXT_SIZES, textSize) ||
    !oneOf(LINE_SPACINGS, lineSpacing) ||
    !oneOf(READING_FONTS, font) ||
    !oneOf(MOTIONS, motion) ||
    !oneOf(THEMES, theme)
  )
    return null;
  return { textSize, lineSpacing, font, motion, theme };
}

/**
 * The cookie's value: the five settings in order, "2.wide.dyslexia.reduce.dark"; empty for the defaults. A cookie
 * written before the theme existed holds four and reads as the device's theme.
 */
export function serializeReadingComfort(comfort: ReadingComfort): string {
  const value = fieldsInOrder(comfort);
  return value === fieldsInOrder(DEFAULT_READING_COMFORT) ? "" : value;
}
function fieldsInOrder(comfort: ReadingComfort): string {
  return [comfort.textSize, comfort.lineSpacing, comfort.font, comfort.motion, comfort.theme].join(".");
}

/** A cookie's value read back; anything else than what serializeReadingComfort writes is the defaults. */
export function parseReadingComfort(value: string | null | undefined): ReadingComfort {
  const [textSize, lineSpacing, font, motion, theme, ...rest] = (value ?? "").split(".");
  if (rest.length > 0) return DEFAULT_READING_COMFORT;
  const fields: Record<string, string | undefined> = { textSize, lineSpacing, font, motion, theme };
  return readingComfortFromFields((name) => fields[name] ?? null) ?? DEFAULT_READING_COMFORT;
}

/** The attributes of the page's <html> that the stylesheet reads (none for a default setting). */
export function readingComfortAttributes(comfort: ReadingComfort): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (comfort.textSize !== 0) attributes["data-text-size"] = String(comfort.textSize);
  if (comfort.lineSpacing !== "normal") attributes["data-line-spacing"] = comfort.lineSpacing;
  if (comfort.font !== "default") attributes["data-font"] = comfort.font;
  if (comfort.motion !== "system") attributes["data-motion"] = comfort.motion;
  if (comfort.theme !== "system") attributes["data-theme"] = comfort.theme;
  return attributes;
}
