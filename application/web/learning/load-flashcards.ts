// A logged-in member's flashcards through the API (contracts in application/contracts/learning.ts): a deck's
// counts and states for the deck page, the daily queue, and the desired retention setting.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import {
  DECK_PROGRESS,
  REVIEW_QUEUE,
  UPDATE_FLASHCARD_SETTINGS,
  type DeckProgress,
  type FlashcardSettings,
  type ReviewQueue,
} from "../../contracts/learning.ts";
import { commonFailure, type CommonFailure, type NotLoggedIn } from "../account/failures.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { ApiClientToken, type ApiClient, type ApiFailure } from "../http/ports.ts";

export type { DeckProgress, ReviewQueue };

@injectable()
export class LoadDeckProgress {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  execute(deckPath: string): ResultAsync<DeckProgress, ApiFailure> {
    return this.api.request(callOf(DECK_PROGRESS, { query: { path: deckPath.replace(/^\/+|\/+$/g, "") } }));
  }
}

@injectable()
export class LoadReviewQueue {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** Today's queue; a visitor (no auth cookie) is NotLoggedIn (the page sends them to /login). */
  execute(): ResultAsync<ReviewQueue, NotLoggedIn | CommonFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    return this.api.request(callOf(REVIEW_QUEUE)).mapErr(commonFailure);
  }
}

export type SettingsFailure =
  { type: "RetentionOutOfRange" } | { type: "NewCardsPerDayOutOfRange" } | { type: "Unavailable"; failure: ApiFailure };

/** One setting of the queue page's forms: the retention as a percentage typed (80 to 97), or the new cards a day. */
export type SettingsChange = { retentionPercent: number } | { newCardsPerDay: number };

@injectable()
export class UpdateFlashcardSettings {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** The API applies the domain's rules (retention 0.80 to 0.97, new cards a day a whole number from 0 to 100). */
  execute(change: SettingsChange): ResultAsync<FlashcardSettings, SettingsFailure> {
    const body =
      "retentionPercent" in change
        ? { desiredRetention: Math.round(change.retentionPercent) / 100 }
        : { newCardsPerDay: change.newCardsPerDay };
    return this.api
      .request(callOf(UPDATE_FLASHCARD_SETTINGS, { body }))
      .mapErr((failure): SettingsFailure =>
        failure.type === "HttpError" &&
        (failure.code === "RetentionOutOfRange" || failure.code === "NewCardsPerDayOutOfRange")
          ? { type: failure.code }
          : { type: "Unavailable", failure },
      );
  }
}
