// Binds the learning ports (quiz attempts and progress, flashcards, chapters learned, the summary's logs) to their adapters.
import type { DependencyContainer } from "tsyringe";
import { FlashcardRepositoryToken, ProgressRepositoryToken } from "../../../application/api/learning/ports.ts";
import {
  ChaptersLearnedRepositoryToken,
  DueCardsToken,
  ProgressLogReaderToken,
} from "../../../application/api/learning/summary-ports.ts";
import type { Database } from "../db/database.ts";
import { DrizzleChaptersLearnedRepository } from "./drizzle-chapters-learned-repository.ts";
import { DrizzleFlashcardRepository } from "./drizzle-flashcard-repository.ts";
import { DrizzleProgressLog } from "./drizzle-progress-log.ts";
import { DrizzleProgressRepository } from "./drizzle-progress-repository.ts";

export function registerLearning(container: DependencyContainer, database: Pick<Database, "db">): void {
  container.registerInstance(ProgressRepositoryToken, new DrizzleProgressRepository(database.db));
  container.registerInstance(FlashcardRepositoryToken, new DrizzleFlashcardRepository(database.db));
  container.registerInstance(ChaptersLearnedRepositoryToken, new DrizzleChaptersLearnedRepository(database.db));
  const log = new DrizzleProgressLog(database.db);
  container.registerInstance(ProgressLogReaderToken, log);
  container.registerInstance(DueCardsToken, log);
}
