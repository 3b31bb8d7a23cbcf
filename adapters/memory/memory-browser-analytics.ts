// In-memory analytics and tag manager: records what would reach the data layer.
import type { AnalyticsEvent } from "../../application/web/analytics/events.ts";
import type { Analytics, TagManager } from "../../application/web/analytics/ports.ts";

export class MemoryBrowserAnalytics implements Analytics {
  readonly events: AnalyticsEvent[] = [];
  push(event: AnalyticsEvent): void {
    this.events.push(event);
  }
  names(): string[] {
    return this.events.map((event) => event.event);
  }
}

export class MemoryTagManager implements TagManager {
  loads = 0;
  load(): void {
    this.loads += 1;
  }
}
