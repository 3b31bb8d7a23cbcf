import { sql } from "drizzle-orm";
import type { DeviceRecord, DeviceRepository } from "../../../application/api/account/devices/ports.ts";
import type { Db } from "../db/database.ts";
import { devices } from "../db/schema.ts";

/** Devices in PostgreSQL: one row per installation id, written by a single upsert (idempotent). */
export class DrizzleDeviceRepository implements DeviceRepository {
  constructor(private readonly db: Db) {}

  async upsert(input: {
    id: string;
    installationId: string;
    memberId: string | null;
    utmId: string | null;
    utmCampaign: string | null;
    now: Date;
  }): Promise<{ device: DeviceRecord; created: boolean }> {
    const [row] = await this.db
      .insert(devices)
      .values({
        id: input.id,
        installationId: input.installationId,
        memberId: input.memberId,
        utmId: input.utmId,
        utmCampaign: input.utmCampaign,
        createdAt: input.now,
        lastSeenAt: input.now,
      })
      .onConflictDoUpdate({
        target: devices.installationId,
        set: {
          memberId: sql`coalesce(excluded.member_id, ${devices.memberId})`,
          utmId: sql`coalesce(excluded.utm_id, ${devices.utmId})`,
          utmCampaign: sql`coalesce(excluded.utm_campaign, ${devices.utmCampaign})`,
          lastSeenAt: input.now,
        },
      })
      .returning({
        installationId: devices.installationId,
        memberId: devices.memberId,
        utmId: devices.utmId,
        utmCampaign: devices.utmCampaign,
        // PostgreSQL: a freshly inserted row has xmax 0; an updated one does not.
        created: sql<boolean>`(xmax = 0)`,
      });
    if (!row) throw new Error("device upsert returned no row");
    const { created, ...device } = row;
    return { device, created };
  }
}
