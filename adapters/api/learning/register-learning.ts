// Binds the learning ports (quiz attempts and progress) to their adapters.
import type { DependencyContainer } from "tsyringe";
import { ProgressRepositoryToken } from "../../../application/api/learning/ports.ts";
import type { Database } from "../db/database.ts";
import { DrizzleProgressRepository } from "./drizzle-progress-repository.ts";

export function registerLearning(container: DependencyContainer, database: Pick<Database, "db">): void {
  container.registerInstance(ProgressRepositoryToken, new DrizzleProgressRepository(database.db));
}
