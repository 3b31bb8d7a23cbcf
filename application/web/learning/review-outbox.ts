// The browser's review outbox (docs/decisions/018): every flashcard review is first written here, with an id made
// by the device (clientId) and the time it was made, so that it survives a closed tab, a visitor's session or a
// lost network. A visitor's states are computed from it; for a logged-in member it is flushed to the API (at load,
// after each review, when the network comes back; the service worker may call `FlushReviewOutbox` too). A failed
// flush keeps every item for the next try; the API records each clientId once, so sending twice is harmless, and
// the reviews a visitor made before signing up or logging in reach their account at the first flush.
import { inject, injectable } from "tsyringe";
import * as v from "valibot";
import { callOf } from "../../contracts/endpoint.ts";
import { FLASHCARD_REVIEW_BATCH, MAX_REVIEW_BATCH } from "../../contracts/learning.ts";
import { RATINGS, type FlashcardRating } from "../../../domain/learning/flashcards.ts";
import { BrowserStorageToken, type BrowserStorage } from "../chrome/ports.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";

/** A review made on this device, not yet accepted by the API. */
export interface PendingReview {
  clientId: string;
  /** The deck's document path (no leading slash). */
  deckPath: string;
  cardId: string;
  rating: FlashcardRating;
  /** ISO. */
  reviewedAt: string;
}

const OUTBOX_KEY = "revizo.flashcards.outbox";

const Pending = v.object({
  clientId: v.string(),
  deckPath: v.string(),
  cardId: v.string(),
  rating: v.picklist(RATINGS),
  reviewedAt: v.string(),
});

export type FlushOutcome =
  /** Sent: so many accepted (recorded or already there), so many refused for good and dropped. */
  | { type: "Flushed"; accepted: number; refused: number }
  /** Nothing to send. */
  | { type: "Empty" }
  /** No answer, an error status, or not a member (yet): every item is kept. */
  | { type: "Kept"; pending: number };

/** The outbox in local storage: read and written whole (a few hundred small items at most). */
@injectable()
export class ReviewOutbox {
  constructor(@inject(BrowserStorageToken) private readonly storage: BrowserStorage) {}

  /** The reviews waiting, oldest first; unreadable entries are skipped. */
  pending(): PendingReview[] {
    const raw = this.storage.get("local", OUTBOX_KEY);
    if (raw === null) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.flatMap((item) => (v.is(Pending, item) ? [item] : [])) : [];
    } catch {
      return [];
    }
  }

  add(review: PendingReview): void {
    this.save([...this.pending().filter((item) => item.clientId !== review.clientId), review]);
  }

  /** Drops the items with these client ids (accepted or refused for good by the API). */
  remove(clientIds: ReadonlySet<string>): void {
    this.save(this.pending().filter((item) => !clientIds.has(item.clientId)));
  }

  private save(items: PendingReview[]): void {
    if (items.length === 0) this.storage.remove("local", OUTBOX_KEY);
    else this.storage.set("local", OUTBOX_KEY, JSON.stringify(items));
  }
}

/**
 * Sends the outbox to the API in batches; what the API answered for (recorded, already recorded, refused: an
 * unknown card or a premium deck, which no retry will change) leaves the outbox, the rest stays. One flush at a
 * time per page: a call during a flush waits for it and then flushes what is left.
 */
@injectable()
export class FlushReviewOutbox {
  /**
   * The flush under way in this page: shared by every instance (the container makes one per use), so that a review
   * rated during a flush, the "online" event and a retry do not send the same items at once.
   */
  private static running: Promise<FlushOutcome> | null = null;

  constructor(
    @inject(ReviewOutbox) private readonly outbox: ReviewOutbox,
    @inject(ApiClientToken) private readonly api: ApiClient,
  ) {}

  execute(): Promise<FlushOutcome> {
    const previous = FlushReviewOutbox.running ?? Promise.resolve<FlushOutcome>({ type: "Empty" });
    const next = previous.catch(() => undefined).then(() => this.flush());
    FlushReviewOutbox.running = next;
    return next.finally(() => {
      if (FlushReviewOutbox.running === next) FlushReviewOutbox.running = null;
    });
  }

  private async flush(): Promise<FlushOutcome> {
    let accepted = 0;
    let refused = 0;
    for (;;) {
      const items = this.outbox.pending();
      if (items.length === 0)
        return accepted + refused === 0 ? { type: "Empty" } : { type: "Flushed", accepted, refused };
      const batch = items.slice(0, MAX_REVIEW_BATCH);
      const answer = await this.api.request(
        callOf(FLASHCARD_REVIEW_BATCH, {
          body: {
            reviews: batch.map(({ clientId, deckPath, cardId, rating, reviewedAt }) => ({
              clientId,
              deckPath,
              cardId,
              rating,
              reviewedAt,
            })),
          },
        }),
      );
      if (answer.isErr()) return { type: "Kept", pending: items.length };
      const done = new Set<string>();
      for (const result of answer.value.results) {
        // A review from a clock too far ahead may be accepted later: kept; anything else refused is final.
        if (result.status === "refused" && result.code === "InFuture") continue;
        done.add(result.clientId);
        if (result.status === "refused") refused += 1;
        else accepted += 1;
      }
      this.outbox.remove(done);
      if (done.size === 0) return { type: "Kept", pending: items.length };
    }
  }
}
