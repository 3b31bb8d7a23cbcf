// §2 "Layouts", "Footer", "Popins and banners", §6: which parts of the chrome a page shows, from its layout,
// its path and the viewer. Pure: the rules are the domain's; this only puts them together per layout.
import { isOfferFreePath } from "../../../domain/premium/availability.ts";
import { isEmailPopinAllowedOn } from "../../../domain/popins/email-popin-routes.ts";
import { isPublicBannerShown } from "../../../domain/popins/layout-banners.ts";
import { normalizePath } from "../../../domain/popins/paths.ts";
import type { PopinId } from "../../../domain/popins/popins.ts";
import { isSubscriptionBannerShown } from "../../../domain/popins/subscription-banner.ts";
import { PROFILING_PATH } from "../../../domain/account/destination.ts";
import type { SessionView } from "../account/session/session-view.ts";

/** §2: the layouts (the names of ui/route-tables). */
export type ChromeLayout = "public" | "offer" | "webspace" | "cned" | "gar";

/**
 * §2 "Subscription presentation": the route presenting the subscription. The spec does not give it (it "carries
 * the product's brand name"); ours is this path.
 */
export const SUBSCRIPTION_PRESENTATION_PATH = "/revizo-illimite";

/** §2 Webspace: the query parameter that hides header and footer. */
export const NO_MENU_PARAM = "noMenu";

export interface ChromeContext {
  layout: ChromeLayout;
  path: string;
  /** The query string (with or without "?"). */
  search: string;
  session: SessionView;
  /** §4 offers available to this viewer (root loader). */
  offersAvailable: boolean;
  /** Issue 15: the app is listed on at least one store (configuration); otherwise it is never recommended. */
  appListed: boolean;
}

/** What the page shows around its content. */
export interface ChromeVisibility {
  header: boolean;
  footer: boolean;
  /** §2 Public layout: the banner for users without a plan. */
  publicBanner: boolean;
  /** §2 Webspace: the bottom subscription banner. */
  subscriptionBanner: boolean;
  /** §2 Public layout: the e-mail capture popin may appear (visitors; ours: members already gave an e-mail). */
  emailPopin: boolean;
  /** §2 the subscription promotional popin may appear (ours: logged-in members without a plan, offers available). */
  promoPopin: boolean;
  /** §2 Offer layout: the sticky offer banner above the header. */
  offerBanner: boolean;
  /** §2 Webspace: the app-recommendation popin for this viewer (free or paying), or null (also: the app is not listed). */
  appRecommendation: PopinId | null;
}

/** §2/§6: the chrome of a page. */
export function chromeVisibility(context: ChromeContext): ChromeVisibility {
  const { layout, session } = context;
  const path = normalizePath(context.path);
  const { hasPlans } = session;
  const noMenu = layout === "webspace" && new URLSearchParams(context.search).has(NO_MENU_PARAM);
  const framed = !noMenu;
  const profiled = !session.view.roles.includes("withoutProfile");
  const mainLayout = layout === "public" || layout === "offer";
  return {
    header: framed,
    footer: framed && path !== PROFILING_PATH,
    // Issue 15: a member who has not finished profiling has no profile to read plans from (GET /profile answers 409):
    // not knowing, the banner does not tell them to subscribe, as the promo popin does not (one who signed up, then
    // paid before profiling, saw "Révisez sans limite avec l'abonnement" on the success page and every public page).
    publicBanner: layout === "public" && profiled && isPublicBannerShown({ path, hasPlan: hasPlans }),
    subscriptionBanner:
      layout === "webspace" &&
      isSubscriptionBannerShown({
        path,
        subscriber: session.view.roles.includes("subscriber"),
        presentationPath: SUBSCRIPTION_PRESENTATION_PATH,
      }),
    emailPopin: mainLayout && !session.loggedIn && isEmailPopinAllowedOn(path),
    promoPopin:
      mainLayout &&
      session.loggedIn &&
      profiled &&
      !session.view.premium &&
      context.offersAvailable &&
      !isOfferFreePath(path),
    offerBanner: layout === "offer" && context.offersAvailable && !isOfferFreePath(path),
    appRecommendation:
      layout === "webspace" && !noMenu && context.appListed
        ? session.view.premium
          ? "paidAppRecommendation"
          : "appRecommendation"
        : null,
  };
}
