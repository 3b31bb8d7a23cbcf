// The API composition root: the one place that binds the API's ports to adapters.
import { container as rootContainer, type DependencyContainer } from "tsyringe";
import { DatabaseProbeToken, StopwatchToken } from "../application/api/health/ports.ts";
import type { Database } from "../adapters/api/db/database.ts";
import { DrizzleDatabaseProbe } from "../adapters/api/db/drizzle-database-probe.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

export const ConfigToken = Symbol("Config");
export const LoggerToken = Symbol("Logger");

export function buildApiContainer(config: Config, database: Database, logger: Logger): DependencyContainer {
  const c = rootContainer.createChildContainer();
  c.registerInstance(ConfigToken, config);
  c.registerInstance(LoggerToken, logger);
  c.registerInstance(DatabaseProbeToken, new DrizzleDatabaseProbe(database));
  c.registerInstance(StopwatchToken, { now: () => performance.now() });
  return c;
}
