// The revision coach in the web app (issue 30): the member's plan (the coach page and "Aujourd'hui" on the member
// home) and their settings form. The API makes the plan and has the last word on the settings
// (application/contracts/coach.ts); the form's fields are read here.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { CoachSettingsError } from "../../../domain/coach/coach-settings.ts";
import { EXAM_IDS, isExamId, type ExamId } from "../../../domain/coach/exam-calendar.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import {
  REVISION_PLAN,
  UPDATE_COACH_SETTINGS,
  type CoachSettings,
  type CoachSettingsRequest,
  type PlanDay,
  type PlanTask,
  type RevisionPlan,
} from "../../contracts/coach.ts";
import { callOf } from "../../contracts/endpoint.ts";
import { commonFailure, type CommonFailure, type NotLoggedIn } from "../account/failures.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";

export type { CoachSettings, PlanDay, PlanTask, RevisionPlan };

/** A refusal of the settings, with what it is about: an exam of the form, or a weekday (0 for Monday). */
export type CoachSettingsRefused = {
  type: "Refused";
  code: CoachSettingsError["type"] | "ValidationFailed";
  exam: ExamId | null;
  weekday: number | null;
};

/** The refusals the settings' endpoint names (its contract), each about one field. */
const SETTINGS_CODES: readonly string[] = (UPDATE_COACH_SETTINGS.errors[400] ?? []).filter(
  (code) => code !== "ValidationFailed",
);

@injectable()
export class Coach {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** The member's plan; a visitor is NotLoggedIn. */
  plan(locale: Locale): ResultAsync<RevisionPlan, NotLoggedIn | CommonFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    return this.api.request(callOf(REVISION_PLAN, { query: { locale } })).mapErr(commonFailure);
  }

  /** The plan for the member home: null when it cannot be read (the home shows the rest). */
  planOrNull(locale: Locale): ResultAsync<RevisionPlan | null, never> {
    return this.plan(locale)
      .map((plan): RevisionPlan | null => plan)
      .orElse(() => okAsync(null));
  }

  save(settings: CoachSettingsRequest): ResultAsync<CoachSettings, NotLoggedIn | CoachSettingsRefused | CommonFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    return this.api.request(callOf(UPDATE_COACH_SETTINGS, { body: settings })).mapErr((failure) => {
      if (failure.type === "HttpError" && failure.status === 400) {
        const field = Object.keys(failure.fields)[0] ?? "";
        const code = SETTINGS_CODES.includes(failure.code ?? "")
          ? (failure.code as CoachSettingsError["type"])
          : "ValidationFailed";
        const [name, index] = field.split(".");
        const exam = name === "exams" ? (settings.exams[Number(index)]?.id ?? null) : null;
        const weekday = name === "minutesPerWeekday" && index !== undefined ? Number(index) : null;
        return { type: "Refused" as const, code, exam: exam !== null && isExamId(exam) ? exam : null, weekday };
      }
      return commonFailure(failure);
    });
  }
}

/**
 * The settings form as posted: a checkbox `exam` per chosen exam, its date `date-<id>` (empty: the session's), and
 * `minutes-0` (Monday) to `minutes-6` (Sunday); an empty day is 0 minutes, a day that is not a number is sent as -1,
 * which the API refuses for that day.
 */
export function coachSettingsFromForm(form: {
  getAll(name: string): unknown[];
  get(name: string): unknown;
}): CoachSettingsRequest {
  const chosen = form.getAll("exam").map(String);
  const exams = EXAM_IDS.filter((id) => chosen.includes(id)).map((id) => {
    const date = String(form.get(`date-${id}`) ?? "").trim();
    return date === "" ? { id } : { id, date };
  });
  const minutesPerWeekday = [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const typed = String(form.get(`minutes-${day}`) ?? "").trim();
    const value = typed === "" ? 0 : Number(typed);
    return Number.isFinite(value) ? value : -1;
  });
  // The evening reminder's hour: "" for none; anything else the API checks (0 to 23).
  const hour = String(form.get("reminderHour") ?? "").trim();
  const reminderHour = hour === "" ? null : Number.isFinite(Number(hour)) ? Number(hour) : -1;
  return { exams, minutesPerWeekday, reminderHour };
}
