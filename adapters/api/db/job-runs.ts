// Issue 15: the periodic jobs that run once per interval across the processes of a cluster claim each run with a
// conditional upsert of their app_meta row: it is written only when the last claim is older than `since`, so of
// several processes ticking at once one gets the row (the others find it fresh) (docs/decisions/031-retention.md).
import { lt } from "drizzle-orm";
import type { Db } from "./database.ts";
import { appMeta } from "./schema.ts";

/** True when this caller claimed the run of `key` at `now` (no claim since `since`). */
export async function claimJobRun(db: Db, key: string, now: Date, since: Date): Promise<boolean> {
  const claimed = await db
    .insert(appMeta)
    .values({ key, value: now.toISOString(), updatedAt: now })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: now.toISOString(), updatedAt: now },
      setWhere: lt(appMeta.updatedAt, since),
    })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}
