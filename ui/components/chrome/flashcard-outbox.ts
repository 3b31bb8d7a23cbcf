// The page's door to the review outbox (application/web/learning/review-outbox.ts): its module loads at the
// deferred start (a first key press or tap starts it), so the deck page's first script does not carry it.
import { useMemo } from "react";
import type { FlushOutcome, PendingReview } from "../../../application/web/learning/review-outbox.ts";
import { useSession } from "../../composition/app-context.tsx";
import { useLazyUseCase } from "../../composition/hooks.ts";

export interface FlashcardOutbox {
  /** The reviews of this device not yet accepted by the API. */
  pending(): Promise<PendingReview[]>;
  /** Writes a review to the outbox, then (a logged-in member) flushes it; offline it simply waits. */
  record(review: PendingReview): Promise<void>;
  /** Sends what waits, when logged in (a visitor's reviews wait on the device: "Empty"). */
  flush(): Promise<FlushOutcome>;
}

export function useFlashcardOutbox(): FlashcardOutbox {
  const { loggedIn } = useSession();
  const outbox = useLazyUseCase(() =>
    import("../../../application/web/learning/review-outbox.ts").then((m) => m.ReviewOutbox),
  );
  const flusher = useLazyUseCase(() =>
    import("../../../application/web/learning/review-outbox.ts").then((m) => m.FlushReviewOutbox),
  );
  return useMemo(() => {
    const flush = (): Promise<FlushOutcome> =>
      loggedIn ? flusher().then((use) => use.execute()) : Promise.resolve({ type: "Empty" });
    return {
      pending: () => outbox().then((box) => box.pending()),
      record: (review) =>
        outbox().then((box) => {
          box.add(review);
          void flush();
        }),
      flush,
    };
  }, [loggedIn, outbox, flusher]);
}

/** A fresh client id for a review (the API records each once). */
export function newClientId(): string {
  return globalThis.crypto.randomUUID();
}
