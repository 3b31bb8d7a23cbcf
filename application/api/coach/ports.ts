// Port of the revision coach (issue 30): what each member chose (their exams and minutes per weekday).
import type { CoachSettings } from "../../../domain/coach/coach-settings.ts";

export interface CoachSettingsRepository {
  /** The member's settings; null when they never chose. */
  find(memberId: string): Promise<CoachSettings | null>;
  /** Replaces the member's settings. */
  save(memberId: string, settings: CoachSettings, at: Date): Promise<void>;
  /** The members who chose an evening reminder, with the day of the last one sent. */
  remindable(): Promise<{ memberId: string; reminderHour: number; lastRemindedOn: string | null }[]>;
  /** Claims today's reminder of a member: true for exactly one caller a day, whatever the number of workers. */
  claimReminder(memberId: string, today: string): Promise<boolean>;
}
export const CoachSettingsRepositoryToken = Symbol("CoachSettingsRepository");

/** A family-plan holder who asked for the weekly word to parents, and the mail's language. */
export interface DigestSubscriber {
  holderId: string;
  locale: "fr" | "en";
}

/** Port of the weekly word to parents (domain/coach/weekly-family-digest.ts): who asked for it, and what was sent. */
export interface WeeklyFamilyDigestRepository {
  find(holderId: string): Promise<DigestSubscriber | null>;
  /** Subscribes (or changes the language of) a holder. */
  subscribe(subscriber: DigestSubscriber, at: Date): Promise<void>;
  unsubscribe(holderId: string): Promise<void>;
  subscribers(): Promise<DigestSubscriber[]>;
  /**
   * Claims the mail of the week starting `weekStart` for a holder: true for exactly one caller, whatever the number of
   * workers, when that week (or a later one) was not claimed yet.
   */
  claimWeek(holderId: string, weekStart: string): Promise<boolean>;
}
export const WeeklyFamilyDigestRepositoryToken = Symbol("WeeklyFamilyDigestRepository");
