// Binds the revision coach's port (issue 30) to its adapter.
import type { DependencyContainer } from "tsyringe";
import { CoachSettingsRepositoryToken } from "../../../application/api/coach/ports.ts";
import type { Database } from "../db/database.ts";
import { DrizzleCoachSettingsRepository } from "./drizzle-coach-settings-repository.ts";

export function registerCoach(container: DependencyContainer, database: Pick<Database, "db">): void {
  container.registerInstance(CoachSettingsRepositoryToken, new DrizzleCoachSettingsRepository(database.db));
}
