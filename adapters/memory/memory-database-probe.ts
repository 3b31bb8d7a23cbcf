import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { DatabaseProbe, DatabaseUnavailable } from "../../application/api/health/ports.ts";

/** A database probe whose availability the test sets. */
export class MemoryDatabaseProbe implements DatabaseProbe {
  readonly engine = "pglite" as const;
  constructor(public up = true) {}
  ping(): ResultAsync<void, DatabaseUnavailable> {
    return this.up ? okAsync(undefined) : errAsync({ type: "DatabaseUnavailable", reason: "database closed" });
  }
}
