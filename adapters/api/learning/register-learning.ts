// Binds the learning ports (quiz attempts and progress, flashcards, chapters learned, marks on exercises, the summary's logs, the memory
// fitted to each member) to their adapters.
import type { DependencyContainer } from "tsyringe";
import { MemoryOptimizerToken, MemoryRepositoryToken } from "../../../application/api/learning/memory-ports.ts";
import { FlashcardRepositoryToken, ProgressRepositoryToken } from "../../../application/api/learning/ports.ts";
import {
  ChaptersLearnedRepositoryToken,
  DueCardsToken,
  ExerciseMarksRepositoryToken,
  ProgressLogReaderToken,
} from "../../../application/api/learning/summary-ports.ts";
import type { Database } from "../db/database.ts";
import { DrizzleChaptersLearnedRepository } from "./drizzle-chapters-learned-repository.ts";
import { DrizzleExerciseMarksRepository } from "./drizzle-exercise-marks-repository.ts";
import { DrizzleFlashcardRepository } from "./drizzle-flashcard-repository.ts";
import { DrizzleProgressLog } from "./drizzle-progress-log.ts";
import { DrizzleMemoryRepository } from "./drizzle-memory-repository.ts";
import { DrizzleProgressRepository } from "./drizzle-progress-repository.ts";
import { FsrsBindingOptimizer } from "./fsrs-binding-optimizer.ts";

export function registerLearning(container: DependencyContainer, database: Pick<Database, "db">): void {
  container.registerInstance(ProgressRepositoryToken, new DrizzleProgressRepository(database.db));
  container.registerInstance(FlashcardRepositoryToken, new DrizzleFlashcardRepository(database.db));
  container.registerInstance(ChaptersLearnedRepositoryToken, new DrizzleChaptersLearnedRepository(database.db));
  container.registerInstance(ExerciseMarksRepositoryToken, new DrizzleExerciseMarksRepository(database.db));
  const log = new DrizzleProgressLog(database.db);
  container.registerInstance(ProgressLogReaderToken, log);
  container.registerInstance(DueCardsToken, log);
  container.registerInstance(MemoryRepositoryToken, new DrizzleMemoryRepository(database.db));
  container.registerInstance(MemoryOptimizerToken, new FsrsBindingOptimizer());
}
