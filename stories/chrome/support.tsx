// Storybook support for the chrome: a container of in-memory adapters per story (the API's newsletter endpoint
// answering as the story says), and a router frame rendering a layout around a page.
import type { Decorator } from "@storybook/react";
import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { container as root, type DependencyContainer } from "tsyringe";
import { MemoryBrowserAnalytics, MemoryTagManager } from "../../adapters/memory/memory-browser-analytics.ts";
import {
  FixedRandom,
  ManualClock,
  MemoryBotProtection,
  MemoryErrorReporter,
  MemoryPageReloader,
} from "../../adapters/memory/memory-browser-runtime.ts";
import { MemoryBrowserStorage } from "../../adapters/memory/memory-browser-storage.ts";
import { httpFailure, MemoryApiClient } from "../../adapters/memory/memory-api-client.ts";
import { MemorySiteCookies } from "../../adapters/memory/memory-site-cookies.ts";
import { AnalyticsToken, TagManagerToken } from "../../application/web/analytics/ports.ts";
import {
  BrowserStorageToken,
  ClockToken,
  ErrorReporterToken,
  PageReloaderToken,
  RandomSourceToken,
  SchedulerToken,
} from "../../application/web/chrome/ports.ts";
import { ApiClientToken } from "../../application/web/http/ports.ts";
import { BotProtectionToken } from "../../application/web/newsletter/ports.ts";
import { SiteCookiesToken } from "../../application/web/site/ports.ts";
import { UseCaseContainerProvider } from "../../ui/composition/hooks.ts";

/** How the newsletter endpoint answers in a story. */
export type NewsletterAnswer = "ok" | "exists" | "error" | "slow";

export interface ChromeFakes {
  container: DependencyContainer;
  storage: MemoryBrowserStorage;
  analytics: MemoryBrowserAnalytics;
  tagManager: MemoryTagManager;
  api: MemoryApiClient;
  cookies: MemorySiteCookies;
}

/** The fakes of the story being played (play functions read what the components did). */
export let currentFakes: ChromeFakes | null = null;

/** Storage of a visitor who already saw (and closed) every popin this session. */
export const POPINS_SEEN = {
  session: {
    newsletterPopupSeen: "true",
    "popinSeen.subscriptionPromo": "true",
    "popinSeen.appRecommendation": "true",
    "popinSeen.paidAppRecommendation": "true",
  },
};

export function chromeContainer(answer: NewsletterAnswer = "ok", random = 0.25, popinsSeen = false): ChromeFakes {
  const c = root.createChildContainer();
  const storage = new MemoryBrowserStorage(popinsSeen ? POPINS_SEEN : {});
  const analytics = new MemoryBrowserAnalytics();
  const tagManager = new MemoryTagManager();
  const cookies = new MemorySiteCookies();
  const clock = new ManualClock(Date.now());
  const api = new MemoryApiClient().on("POST /newsletter/subscribe", () => {
    if (answer === "exists")
      return { fail: httpFailure(400, "AlreadySubscribed", "Cette adresse email est déjà inscrite à la newsletter.") };
    if (answer === "error") return { fail: httpFailure(500, "InternalError") };
    return { ok: { ok: true } };
  });
  c.registerInstance(BrowserStorageToken, storage);
  c.registerInstance(RandomSourceToken, new FixedRandom([random]));
  c.registerInstance(ClockToken, { now: () => Date.now() });
  c.registerInstance(SchedulerToken, clock);
  c.registerInstance(PageReloaderToken, new MemoryPageReloader());
  c.registerInstance(AnalyticsToken, analytics);
  c.registerInstance(TagManagerToken, tagManager);
  c.registerInstance(ErrorReporterToken, new MemoryErrorReporter());
  c.registerInstance(BotProtectionToken, new MemoryBotProtection());
  c.registerInstance(SiteCookiesToken, cookies);
  c.registerInstance(ApiClientToken, answer === "slow" ? { request: () => new Promise(() => undefined) } : api);
  return { container: c, storage, analytics, tagManager, api, cookies };
}

/**
 * Gives the story a fresh in-memory container; `parameters.newsletter` chooses the endpoint's answer and
 * `parameters.popinsSeen` starts with every popin already seen (layout stories: no popin timer keeps running).
 */
export const withChromeContainer: Decorator = (Story, context) => {
  const fakes = chromeContainer(
    (context.parameters.newsletter as NewsletterAnswer | undefined) ?? "ok",
    (context.parameters.random as number | undefined) ?? 0.25,
    (context.parameters.popinsSeen as boolean | undefined) ?? false,
  );
  currentFakes = fakes;
  return (
    <UseCaseContainerProvider container={fakes.container}>
      <Story />
    </UseCaseContainerProvider>
  );
};

/** Renders a layout with a page inside it (the layout's <Outlet />). */
export function InLayout({ layout, children }: { layout: ReactNode; children?: ReactNode }) {
  return (
    <Routes>
      <Route element={layout}>
        <Route path="*" element={children ?? <SamplePage />} />
      </Route>
    </Routes>
  );
}

export function SamplePage() {
  return (
    <section className="page-section">
      <h1>Page</h1>
      <p>Contenu de la page.</p>
    </section>
  );
}

/** Lets the layouts' deferred popin hosts load and settle before the story ends (no update after its test). */
export async function settleChrome(): Promise<void> {
  await import("../../ui/components/chrome/PublicPopins.tsx");
  await import("../../application/web/newsletter/newsletter-popup-flow.ts");
  await import("../../application/web/chrome/popin-memory.ts");
  await new Promise((resolve) => setTimeout(resolve, 100));
}
