// Memory tuned to the member (issue 30, docs/decisions/050), as the review page shows it: whether their flashcards
// follow FSRS parameters fitted to their own reviews, and how that changes a card's intervals. Null when it cannot be
// read (the page shows the rest).
import { okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import { FLASHCARD_MEMORY, type MemoryView } from "../../contracts/learning.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";

export type { MemoryView };

@injectable()
export class LoadMemoryModel {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  execute(): ResultAsync<MemoryView | null, never> {
    return this.api
      .request(callOf(FLASHCARD_MEMORY))
      .map((view): MemoryView | null => view)
      .orElse(() => okAsync(null));
  }
}
