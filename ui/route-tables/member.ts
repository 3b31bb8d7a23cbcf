import { route } from "@react-router/dev/routes";
import type { RouteTable } from "./types.ts";

/**
 * §2 "Home and account", the member space in the webspace layout: my account, my future and the post-login home.
 * An area of its own so that the login and sign-up pages do not load its messages (ui/i18n/areas.ts).
 */
export const memberRoutes: RouteTable = {
  area: "member",
  webspace: [
    route("mon-compte", "routes/member/my-account.tsx"),
    route("mon-compte/abonnement/resilier", "routes/member/cancel-subscription.tsx"),
    route("mon-compte/abonnement/payer", "routes/member/pay-renewal.tsx"),
    route("mon-avenir", "routes/member/my-future.tsx"),
    route("revisions/cours-et-quiz", "routes/member/member-home.tsx"),
    route("revisions/cours-et-quiz/coach", "routes/member/coach.tsx"),
    route("revisions/cartes-a-reviser", "routes/member/review-queue.tsx"),
  ],
  // The "mark as learned" form of course pages (a resource route: POST only), and the marks of exercise banks.
  bare: [
    route("revisions/cours-et-quiz/chapitre-appris", "routes/member/chapter-learned.ts"),
    route("revisions/cours-et-quiz/exercices-marques", "routes/member/exercise-marks.ts"),
  ],
};
