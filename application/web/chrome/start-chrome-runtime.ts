// What every page starts in the browser once hydrated: the stored cookie choice applied (tag manager with
// analytics consent), the first-activity event scheduled (§4), the page views pushed to the data layer (§7).
import { inject, injectable } from "tsyringe";
import { AnalyticsToken, type Analytics } from "../analytics/ports.ts";
import { CookieConsent } from "./cookie-consent.ts";
import { ScheduleFirstActivity } from "./first-activity.ts";

@injectable()
export class StartChromeRuntime {
  constructor(
    @inject(CookieConsent) private readonly consent: CookieConsent,
    @inject(ScheduleFirstActivity) private readonly firstActivity: ScheduleFirstActivity,
    @inject(AnalyticsToken) private readonly analytics: Analytics,
  ) {}

  /**
   * Once per page load, possibly seconds after the page arrived (`arrivedAt`, epoch ms); returns what stops the
   * pending work (the first-activity timer).
   */
  execute(arrivedAt?: number): () => void {
    this.consent.applyStored();
    return this.firstActivity.execute(arrivedAt);
  }

  /** §7 viewPage: one push per page shown (first render and each navigation). */
  pageViewed(path: string): void {
    this.analytics.push({ event: "viewPage", path });
  }
}
