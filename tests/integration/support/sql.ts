// Raw SQL in tests (both drivers answer { rows }).
import type { SQL } from "drizzle-orm";
import type { TestApi } from "./api.ts";

export async function rows<T = Record<string, unknown>>(api: Pick<TestApi, "database">, query: SQL): Promise<T[]> {
  const result = (await api.database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

export async function countOf(api: Pick<TestApi, "database">, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(api, query);
  return Number(row?.n ?? NaN);
}
