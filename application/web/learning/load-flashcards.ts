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

export type RetentionFailure = { type: "RetentionOutOfRange" } | { type: "Unavailable"; failure: ApiFailure };

@injectable()
export class UpdateDesiredRetention {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** `percent`: what the member typed (80 to 97); the API applies the domain's rule. */
  execute(percent: number): ResultAsync<number, RetentionFailure> {
    return this.api
      .request(callOf(UPDATE_FLASHCARD_SETTINGS, { body: { desiredRetention: Math.round(percent) / 100 } }))
      .map((settings) => settings.desiredRetention)
      .mapErr((failure): RetentionFailure =>
        failure.type === "HttpError" && failure.code === "RetentionOutOfRange"
          ? { type: "RetentionOutOfRange" }
          : { type: "Unavailable", failure },
      );
  }
}
