// Work done after the answer, in this process. Failures are logged, never thrown at the caller.
// `idle()` waits for the work under way (tests, graceful shutdown).
import type { AppLogger, BackgroundTasks } from "../../../application/api/shared/ports.ts";

export class InProcessBackgroundTasks implements BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: AppLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const promise: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => {
        this.logger.error("background.failed", {
          task: name,
          error: error instanceof Error ? error.message.split("\n")[0] : String(error),
        });
      })
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
