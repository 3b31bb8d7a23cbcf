import type { AnalyticsEvent } from "./events.ts";

/** §7: pushes an analytics event (adapter: the tag manager's data layer). */
export interface Analytics {
  push(event: AnalyticsEvent): void;
}
export const AnalyticsToken = Symbol("Analytics");

/** §7: the tag manager script; loaded only once the visitor consented to analytics. */
export interface TagManager {
  /** Loads the script once (later calls do nothing); does nothing without a configured container id. */
  load(): void;
}
export const TagManagerToken = Symbol("TagManager");
