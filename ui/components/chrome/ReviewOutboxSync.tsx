// Flushes the review outbox of a logged-in member at each page load (after the deferred start: a visitor who just
// signed up or logged in sends the reviews they made before) and when the network comes back; a flush that kept
// reviews (no answer yet) tries again a little later (flushRetryDelay), so that they do not wait for the next page.
import { useEffect } from "react";
import { flushRetryDelay } from "../../../application/web/learning/flush-retry.ts";
import { useSession } from "../../composition/app-context.tsx";
import { useFlashcardOutbox } from "./flashcard-outbox.ts";

export function ReviewOutboxSync() {
  const { loggedIn } = useSession();
  const outbox = useFlashcardOutbox();
  useEffect(() => {
    if (!loggedIn) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failedTries = 0;
    const flush = () => {
      clearTimeout(retry);
      void outbox.flush().then(
        (outcome) => {
          if (stopped) return;
          if (outcome.type !== "Kept") {
            failedTries = 0;
            return;
          }
          failedTries += 1;
          const delay = flushRetryDelay(failedTries);
          // Offline, the "online" event starts again; a page hidden for long stops at the last try.
          if (delay !== null && navigator.onLine) retry = setTimeout(flush, delay);
        },
        () => undefined,
      );
    };
    const comeBack = () => {
      failedTries = 0;
      flush();
    };
    flush();
    window.addEventListener("online", comeBack);
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener("online", comeBack);
    };
  }, [loggedIn, outbox]);
  return null;
}
