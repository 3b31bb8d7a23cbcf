import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryDatabaseProbe } from "../../../adapters/memory/memory-database-probe.ts";
import { CheckHealth } from "./check-health.ts";
import { DatabaseProbeToken, StopwatchToken } from "./ports.ts";

function setup(up: boolean) {
  const c = root.createChildContainer();
  let t = 100;
  c.registerInstance(DatabaseProbeToken, new MemoryDatabaseProbe(up));
  c.registerInstance(StopwatchToken, { now: () => (t += 2.5) });
  return c.resolve(CheckHealth);
}

describe("CheckHealth", () => {
  it("reports ok with the database up and its latency", async () => {
    const report = (await setup(true).execute())._unsafeUnwrap();
    expect(report).toEqual({ status: "ok", database: { status: "up", engine: "pglite", latencyMs: 2.5 } });
  });
  it("reports degraded with the reason when the database is down", async () => {
    const report = (await setup(false).execute())._unsafeUnwrap();
    expect(report.status).toBe("degraded");
    expect(report.database).toMatchObject({ status: "down", reason: "database closed" });
  });
});
