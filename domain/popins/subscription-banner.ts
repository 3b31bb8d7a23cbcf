// §2 "Popins and banners", §4 "Banners", §6: the bottom subscription banner of the logged-in area.
import { normalizePath } from "./paths.ts";

/** §2: the pages on which the bottom subscription banner never appears (besides the subscription presentation route). */
export const SUBSCRIPTION_BANNER_HIDDEN_PATHS = [
  "/signup",
  "/signup/signup-form",
  "/profiling",
  "/login",
  "/signup/successfull-signin",
  "/subscribe-success",
  "/faq",
  "/reset",
  "/forgot-password",
  "/premium/actual",
] as const;

/** §2: what decides whether the banner appears. */
export interface SubscriptionBannerContext {
  path: string;
  /** §6: the viewer is a subscriber (the profile's products or plans entry is not empty). */
  subscriber: boolean;
  /** §2: the path of the subscription presentation route (configurable). */
  presentationPath: string;
}

/**
 * §2/§6: the one decision on the bottom subscription banner: shown only to non-subscribers (no products and no
 * plans), and never on the listed pages (exact paths).
 */
export function isSubscriptionBannerShown(context: SubscriptionBannerContext): boolean {
  if (context.subscriber) return false;
  const path = normalizePath(context.path);
  const hidden: readonly string[] = [...SUBSCRIPTION_BANNER_HIDDEN_PATHS, normalizePath(context.presentationPath)];
  return !hidden.includes(path);
}

/** §2: banner widths in CSS pixels, collapsed and expanded. */
export const SUBSCRIPTION_BANNER_WIDTH = { closed: 180, opened: 550 } as const;

/** §3/§4: the banner starts expanded (nomadPlusBannerOpened). */
export const SUBSCRIPTION_BANNER_INITIAL_OPENED = true;

/** §4: open, close, or toggle (its icons) the banner. */
export type SubscriptionBannerAction = "open" | "close" | "toggle";

/** §4: whether the banner is expanded after an action. */
export function subscriptionBannerReducer(opened: boolean, action: SubscriptionBannerAction): boolean {
  return action === "open" ? true : action === "close" ? false : !opened;
}

/** §2: a link of the expanded banner; the UI gives it its label. */
export interface SubscriptionBannerLink {
  code: "Login" | "Subscribe";
  href: "/login" | "/premium";
}

/** §2: what the banner shows. */
export interface SubscriptionBannerView {
  width: number;
  showTitle: boolean;
  links: SubscriptionBannerLink[];
}

/** §2: collapsed it is 180px wide; expanded 550px, with a title and, for anonymous users, login and subscribe links. */
export function subscriptionBannerView(opened: boolean, loggedIn: boolean): SubscriptionBannerView {
  if (!opened) return { width: SUBSCRIPTION_BANNER_WIDTH.closed, showTitle: false, links: [] };
  return {
    width: SUBSCRIPTION_BANNER_WIDTH.opened,
    showTitle: true,
    links: loggedIn
      ? []
      : [
          { code: "Login", href: "/login" },
          { code: "Subscribe", href: "/premium" },
        ],
  };
}
