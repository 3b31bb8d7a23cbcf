// Marks on exercises in the web app (issue 27): a member's « Réussi » / « À revoir » are kept on their account
// (contract application/contracts/learning-progress.ts), so that they count in progress and come back on the review
// page; a visitor's stay on the device (ui/components/content/ExerciseBank.tsx).
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { ExerciseMark } from "../../../domain/learning/exercises.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { callOf } from "../../contracts/endpoint.ts";
import {
  EXERCISE_BANKS_WORKED,
  EXERCISE_MARKS_OF_BANK,
  MARK_EXERCISE,
  type BankMarks,
  type BankProgress,
} from "../../contracts/learning-progress.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { commonFailure, type CommonFailure } from "../account/failures.ts";
import { isDocumentPath } from "../content/content-paths.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";

export type { BankProgress };

export type MarkExerciseFailure =
  /** Only members with a session keep marks on their account. */
  { type: "NotLoggedIn" } | { type: "ExercisesNotFound" } | { type: "ExerciseNotFound" } | CommonFailure;

const bankPathOf = (path: string) => path.replace(/^\/+|\/+$/g, "");

@injectable()
export class ExerciseMarks {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** The member's marks on a bank; null for a visitor (whose marks stay on the device) or when they cannot be read. */
  ofBank(path: string): ResultAsync<BankMarks["marks"] | null, never> {
    if (this.cookie.read() === null || !isDocumentPath(path)) return okAsync(null);
    return this.api
      .request(callOf(EXERCISE_MARKS_OF_BANK, { params: { bankPath: bankPathOf(path) } }))
      .map((bank): BankMarks["marks"] | null => bank.marks)
      .orElse(() => okAsync(null));
  }

  /** Keeps a mark on the member's account; answers the bank's marks. */
  mark(path: string, exerciseId: string, mark: ExerciseMark): ResultAsync<BankMarks["marks"], MarkExerciseFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    if (!isDocumentPath(path)) return errAsync({ type: "ExercisesNotFound" });
    return this.api
      .request(callOf(MARK_EXERCISE, { params: { bankPath: bankPathOf(path) }, body: { exerciseId, mark } }))
      .map((bank) => bank.marks)
      .mapErr((failure): MarkExerciseFailure => {
        if (
          failure.type === "HttpError" &&
          (failure.code === "ExercisesNotFound" || failure.code === "ExerciseNotFound")
        ) {
          return { type: failure.code };
        }
        return commonFailure(failure);
      });
  }

  /** The banks with exercises to do again, most recent first (the review page's list); empty when unreadable. */
  toRedo(locale: Locale): ResultAsync<BankProgress[], never> {
    if (this.cookie.read() === null) return okAsync([]);
    return this.api
      .request(callOf(EXERCISE_BANKS_WORKED, { query: { locale } }))
      .map(({ banks }) => banks.filter((bank) => bank.toReview.length > 0))
      .orElse(() => okAsync([]));
  }
}
