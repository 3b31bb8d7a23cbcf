// The review queue page's settings forms (docs/decisions/018): what a member typed in a field to the change it asks
// for, or the domain's refusal. The page checks with it before the form leaves (its message at once, in the page's
// language, instead of the browser's bubble) and its action checks again without JavaScript; the API has the last word.
import { err, ok, type Result } from "neverthrow";
import { desiredRetention, newCardsPerDay } from "../../../domain/learning/flashcards.ts";
import type { SettingsChange } from "./load-flashcards.ts";

/** The two settings, named as their form fields are. */
export type FlashcardSetting = "retention" | "newCardsPerDay";

export type SettingRefusal = { type: "RetentionOutOfRange" } | { type: "NewCardsPerDayOutOfRange" };

/**
 * A field as typed ("85", "85,5", " 20 ") to its change: the retention is a percentage, rounded to a whole percent as
 * it is sent; empty or not a number is refused as out of range, as the domain refuses it.
 */
export function settingsChange(setting: FlashcardSetting, typed: string): Result<SettingsChange, SettingRefusal> {
  const raw = typed.trim().replace(",", ".");
  const value = raw === "" ? Number.NaN : Number(raw);
  if (setting === "retention") {
    const percent = Math.round(value);
    return Number.isFinite(value) && desiredRetention(percent / 100).isOk()
      ? ok({ retentionPercent: percent })
      : err({ type: "RetentionOutOfRange" });
  }
  return Number.isFinite(value) && newCardsPerDay(value).isOk()
    ? ok({ newCardsPerDay: value })
    : err({ type: "NewCardsPerDayOutOfRange" });
}
