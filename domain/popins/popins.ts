// §2 "Popins and banners", §3 "Site-wide state", §4: popins toggled individually by id, and popin sizes.
import { isHandheld } from "../device/device.ts";

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
