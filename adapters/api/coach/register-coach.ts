// Binds the revision coach's ports (issue 30) to their adapters.
import type { DependencyContainer } from "tsyringe";
import {
  CoachSettingsRepositoryToken,
  WeeklyFamilyDigestRepositoryToken,
} from "../../../application/api/coach/ports.ts";
import type { Database } from "../db/database.ts";
import { DrizzleCoachSettingsRepository } from "./drizzle-coach-settings-repository.ts";
import { DrizzleWeeklyFamilyDigestRepository } from "./drizzle-weekly-family-digest-repository.ts";

export function registerCoach(container: DependencyContainer, database: Pick<Database, "db">): void {
  container.registerInstance(CoachSettingsRepositoryToken, new DrizzleCoachSettingsRepository(database.db));
  container.registerInstance(WeeklyFamilyDigestRepositoryToken, new DrizzleWeeklyFamilyDigestRepository(database.db));
}
