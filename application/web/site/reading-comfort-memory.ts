// Issue 30 "Reading comfort": the device's settings (text size, spacing, font, motion) in one cookie, read at every
// server render so that the page comes with them (no flash of the wrong text), written by /confort-de-lecture.
import { err, ok, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import {
  parseReadingComfort,
  READING_COMFORT_COOKIE,
  READING_COMFORT_MAX_AGE_SECONDS,
  readingComfortFromFields,
  serializeReadingComfort,
  type ReadingComfort,
} from "../../../domain/reading-comfort/reading-comfort.ts";
import { SiteCookiesToken, type SiteCookies } from "./ports.ts";

export interface InvalidReadingComfort {
  type: "InvalidReadingComfort";
}

@injectable()
export class ReadingComfortMemory {
  constructor(@inject(SiteCookiesToken) private readonly cookies: SiteCookies) {}

  /** The settings this device chose (the site's defaults when it chose none). */
  current(): ReadingComfort {
    return parseReadingComfort(this.cookies.get(READING_COMFORT_COOKIE));
  }

  /** Keeps a form's settings for a year; a value the page does not offer changes nothing. */
  save(field: (name: string) => string | null): Result<ReadingComfort, InvalidReadingComfort> {
    const comfort = readingComfortFromFields(field);
    if (comfort === null) return err({ type: "InvalidReadingComfort" });
    this.cookies.set(READING_COMFORT_COOKIE, serializeReadingComfort(comfort), READING_COMFORT_MAX_AGE_SECONDS);
    return ok(comfort);
  }
}
