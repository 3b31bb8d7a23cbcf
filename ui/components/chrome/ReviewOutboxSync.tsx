// Flushes the review outbox of a logged-in member at each page load (after the deferred start: a visitor who just
// signed up or logged in sends the reviews they made before) and when the network comes back.
import { useEffect } from "react";
import { useSession } from "../../composition/app-context.tsx";
import { useFlashcardOutbox } from "./flashcard-outbox.ts";

export function ReviewOutboxSync() {
  const { loggedIn } = useSession();
  const outbox = useFlashcardOutbox();
  useEffect(() => {
    if (!loggedIn) return;
    const flush = () => void outbox.flush();
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [loggedIn, outbox]);
  return null;
}
