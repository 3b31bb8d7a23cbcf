// Server side of a deck page for a logged-in member: their counts and card states from the API (a visitor's live
// in their browser's outbox). A failure leaves the deck usable (null: counts computed in the browser).
import { ViewerSession } from "../../../application/web/account/viewer-session.ts";
import { LoadDeckProgress, type DeckProgress } from "../../../application/web/learning/load-flashcards.ts";
import { requestContainer } from "../../composition/server-container.ts";
import type { LoaderArgsLike } from "./content-data.server.ts";

export async function loadDeckProgress({ context }: LoaderArgsLike, deckPath: string): Promise<DeckProgress | null> {
  const container = requestContainer(context);
  if (!container.resolve(ViewerSession).execute(Date.now()).loggedIn) return null;
  const result = await container.resolve(LoadDeckProgress).execute(deckPath);
  return result.isOk() ? result.value : null;
}
