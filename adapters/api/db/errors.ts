// Reading database errors the same way on PGlite and node-postgres (drizzle wraps the driver's error).

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

function driverError(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === "string") return candidate;
    current = candidate.cause;
  }
  return null;
}

/** The SQLSTATE of a database error (e.g. 23505 unique violation), or null. */
export function sqlState(error: unknown): string | null {
  const code = driverError(error)?.code;
  return typeof code === "string" ? code : null;
}

/** The violated constraint or index of a unique violation, "" when the driver does not say, null otherwise. */
export function uniqueViolation(error: unknown): string | null {
  const found = driverError(error);
  if (!found || found.code !== "23505") return null;
  if (typeof found.constraint === "string") return found.constraint;
  const match = typeof found.message === "string" ? /constraint "([^"]+)"/.exec(found.message) : null;
  return match?.[1] ?? "";
}

/**
 * An error safe to log: drizzle's "Failed query" errors carry the query's parameters (addresses, hashes);
 * only the SQL text and the SQLSTATE are kept.
 */
export function redactDatabaseError(error: unknown): unknown {
  if (!(error instanceof Error) || !error.message.startsWith("Failed query:")) return error;
  const sqlText = error.message.split("\nparams:")[0] ?? "Failed query";
  const safe = new Error(`${sqlText} [params redacted]${sqlState(error) ? ` (SQLSTATE ${sqlState(error)})` : ""}`);
  safe.name = "DatabaseQueryError";
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n")}`;
  return safe;
}
