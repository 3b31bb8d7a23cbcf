// Port of the revision coach (issue 30): what each member chose (their exams and minutes per weekday).
import type { CoachSettings } from "../../../domain/coach/coach-settings.ts";

export interface CoachSettingsRepository {
  /** The member's settings; null when they never chose. */
  find(memberId: string): Promise<CoachSettings | null>;
  /** Replaces the member's settings. */
  save(memberId: string, settings: CoachSettings, at: Date): Promise<void>;
}
export const CoachSettingsRepositoryToken = Symbol("CoachSettingsRepository");
