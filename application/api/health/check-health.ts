import { inject, injectable } from "tsyringe";
import { okAsync, type ResultAsync } from "neverthrow";
import { DatabaseProbeToken, StopwatchToken, type DatabaseProbe, type Stopwatch } from "./ports.ts";

export interface HealthReport {
  status: "ok" | "degraded";
  database: { status: "up" | "down"; engine: "pglite" | "postgres"; latencyMs: number; reason?: string };
}

/** GET /api/health: reports whether the service and its database answer. Never fails. */
@injectable()
export class CheckHealth {
  constructor(
    @inject(DatabaseProbeToken) private readonly probe: DatabaseProbe,
    @inject(StopwatchToken) private readonly clock: Stopwatch,
  ) {}

  execute(): ResultAsync<HealthReport, never> {
    const started = this.clock.now();
    const elapsed = () => Math.round((this.clock.now() - started) * 100) / 100;
    const engine = this.probe.engine;
    return this.probe
      .ping()
      .map((): HealthReport => ({ status: "ok", database: { status: "up", engine, latencyMs: elapsed() } }))
      .orElse((error) =>
        okAsync<HealthReport, never>({
          status: "degraded",
          database: { status: "down", engine, latencyMs: elapsed(), reason: error.reason },
        }),
      );
  }
}
