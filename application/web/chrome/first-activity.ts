// §4 "First-activity event": sent once, 10 s after the first visit (§3 fv in local storage, §7 first_activity).
import { inject, injectable } from "tsyringe";
import { parseStoredTimestamp, isStoredFlagSet, STORED_FLAG_VALUE } from "../../../domain/popins/effects.ts";
import { FIRST_VISIT_STORAGE_KEY, planFirstActivity } from "../../../domain/popins/first-activity.ts";
import { AnalyticsToken, type Analytics } from "../analytics/ports.ts";
import {
  BrowserStorageToken,
  ClockToken,
  SchedulerToken,
  type BrowserStorage,
  type Clock,
  type Scheduler,
} from "./ports.ts";

/** §4: local-storage flag set once the event was sent (our key; the spec only says "once"). */
export const FIRST_ACTIVITY_SENT_KEY = "firstActivitySent";

@injectable()
export class ScheduleFirstActivity {
  constructor(
    @inject(BrowserStorageToken) private readonly storage: BrowserStorage,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(SchedulerToken) private readonly scheduler: Scheduler,
    @inject(AnalyticsToken) private readonly analytics: Analytics,
  ) {}

  /**
   * §4: at page start (`arrivedAt`: when the page arrived, if the runtime starts later; epoch ms); returns a
   * function cancelling a pending event (page left before the 10 s).
   */
  execute(arrivedAt?: number): () => void {
    const plan = planFirstActivity({
      firstVisitAt: parseStoredTimestamp(this.storage.get("local", FIRST_VISIT_STORAGE_KEY)),
      now: this.clock.now(),
      arrivedAt,
      alreadySent: isStoredFlagSet(this.storage.get("local", FIRST_ACTIVITY_SENT_KEY)),
    });
    if (plan.kind === "none") return () => undefined;
    if (plan.store) this.storage.set(plan.store.area, plan.store.key, plan.store.value);
    return this.scheduler.after(plan.delayMs, () => {
      if (isStoredFlagSet(this.storage.get("local", FIRST_ACTIVITY_SENT_KEY))) return; // another tab sent it
      this.storage.set("local", FIRST_ACTIVITY_SENT_KEY, STORED_FLAG_VALUE);
      this.analytics.push({ event: plan.effect.event });
    });
  }
}
