import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly engine: "pglite" | "postgres";
  readonly db: Db;
  /** Applies every pending migration of the migrations folder. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { engine: "postgres"; url: string; poolSize?: number }
  /** dataDir null: in memory (tests). */
  | { engine: "pglite"; dataDir: string | null };

/** Opens PGlite on disk (or in memory) or a PostgreSQL pool, behind the same drizzle API. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A failing idle client must not crash the process; the next query reports the error.
    pool.on("error", () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await db.execute(sql`select 1`);
    return {
      engine: "postgres",
      db,
      migrate: (folder) => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir === null) {
    client = await PGlite.create();
  } else {
    const dir = path.resolve(options.dataDir, "pgdata");
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema });
  return {
    engine: "pglite",
    db: db as unknown as Db,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** The migrations folder, relative to the project root the process runs from. */
export const MIGRATIONS_FOLDER = "adapters/api/db/migrations";
