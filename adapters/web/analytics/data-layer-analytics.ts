// §7 analytics: pushes `{ event, ...params }` to the tag manager's data layer (window.dataLayer). The data layer
// stays in the page; nothing leaves the browser unless the tag manager was loaded (analytics consent).
import type { AnalyticsEvent } from "../../../application/web/analytics/events.ts";
import type { Analytics, TagManager } from "../../../application/web/analytics/ports.ts";

export interface DataLayerHost {
  dataLayer?: unknown[];
}

export class DataLayerAnalytics implements Analytics {
  constructor(private readonly host: DataLayerHost = window as unknown as DataLayerHost) {}
  push(event: AnalyticsEvent): void {
    this.host.dataLayer ??= [];
    this.host.dataLayer.push({ ...event });
  }
}

/** Google Tag Manager, loaded once and only when a container id is configured. */
export class GtmTagManager implements TagManager {
  private loaded = false;
  constructor(
    private readonly gtmId: string | null,
    private readonly host: DataLayerHost = window as unknown as DataLayerHost,
    private readonly doc: Pick<Document, "createElement" | "head"> = document,
  ) {}
  load(): void {
    if (this.loaded || !this.gtmId || !/^GTM-[A-Z0-9]+$/.test(this.gtmId)) return;
    this.loaded = true;
    this.host.dataLayer ??= [];
    this.host.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = this.doc.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(this.gtmId)}`;
    this.doc.head.append(script);
  }
}
