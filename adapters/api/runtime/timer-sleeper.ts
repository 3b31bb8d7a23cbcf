// Issue 14: the Sleeper port on Node's timers.
import { setTimeout as wait } from "node:timers/promises";
import type { Sleeper } from "../../../application/api/shared/ports.ts";

export class TimerSleeper implements Sleeper {
  async sleep(milliseconds: number): Promise<void> {
    if (milliseconds > 0) await wait(milliseconds);
  }
}
