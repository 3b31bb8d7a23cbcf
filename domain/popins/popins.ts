// §2 "Popins and banners", §3 "Site-wide state", §4: popins toggled individually by id, and popin sizes.
import { isHandheld } from "../device/device.ts";
import { isPathUnder } from "./paths.ts";

/** §3: the popins of the site-wide state, each with a visible flag. */
export const POPIN_IDS = ["appRecommendation", "paidAppRecommendation"] as const;
export type PopinId = (typeof POPIN_IDS)[number];

/** §3: the visible flag of each popin. */
export type PopinsState = Readonly<Record<PopinId, boolean>>;

/** §3: both popins start hidden. */
export const INITIAL_POPINS: PopinsState = { appRecommendation: false, paidAppRecommendation: false };

/** §4: a popin is shown, hidden or toggled by its id. */
export type PopinAction = { type: "show" | "hide" | "toggle"; id: PopinId };

/** §4: the popins after showing, hiding or toggling one of them; the others are untouched. */
export function popinsReducer(state: PopinsState, action: PopinAction): PopinsState {
  const visible = action.type === "show" ? true : action.type === "hide" ? false : !state[action.id];
  return { ...state, [action.id]: visible };
}

/** §2: the app-recommendation popins (free visitor, paying user) are for handheld screens only. */
export const HANDHELD_ONLY_POPINS: readonly PopinId[] = ["appRecommendation", "paidAppRecommendation"];

/** §2: whether a popin is on screen: its flag is set, and a handheld-only popin is hidden from 960px wide. */
export function isPopinDisplayed(state: PopinsState, id: PopinId, viewportWidth: number): boolean {
  return state[id] && (!HANDHELD_ONLY_POPINS.includes(id) || isHandheld(viewportWidth));
}

/** Issue 15: a member's account pages (and the pages below them), over which no app-recommendation popin opens. */
export const APP_RECOMMENDATION_HIDDEN_BASES = ["/mon-compte"] as const;

/** What decides whether an app-recommendation popin may open on a page. */
export interface AppRecommendationContext {
  path: string;
  /** A payment was completed in this browser session (its result page was shown). */
  paidThisSession: boolean;
}

/**
 * Issue 15 (ours: the spec does not say when): an app-recommendation popin (free or paying user's) never opens over
 * a member's account pages, where they manage their plan, receipts and family, nor in the browser session of a
 * payment: right after paying, a member reads what they bought and starts using it, and a popin over that page hid
 * it. Once per session (application/web/chrome/popin-memory.ts) and handheld only (isPopinDisplayed) still apply.
 */
export function mayRecommendApp(context: AppRecommendationContext): boolean {
  if (context.paidThisSession) return false;
  return !APP_RECOMMENDATION_HIDDEN_BASES.some((base) => isPathUnder(context.path, base));
}
