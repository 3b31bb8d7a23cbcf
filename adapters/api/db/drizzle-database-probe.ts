import { sql } from "drizzle-orm";
import { ResultAsync } from "neverthrow";
import type { DatabaseProbe, DatabaseUnavailable } from "../../../application/api/health/ports.ts";
import type { Database } from "./database.ts";

/** Health probe: `select 1` through drizzle on whichever engine is open. */
export class DrizzleDatabaseProbe implements DatabaseProbe {
  readonly engine: "pglite" | "postgres";
  constructor(private readonly database: Database) {
    this.engine = database.engine;
  }
  ping(): ResultAsync<void, DatabaseUnavailable> {
    return ResultAsync.fromPromise(
      this.database.db.execute(sql`select 1`).then(() => undefined),
      (error): DatabaseUnavailable => ({
        type: "DatabaseUnavailable",
        reason: error instanceof Error ? error.message : "unknown database error",
      }),
    );
  }
}
