// The session of a visitor, written out so that modules needing only this default (the app context)
// do not pull the profile rules and their schemas into the first script. session-view.test.ts checks it
// equals sessionView(false, null, []).
import type { SessionView } from "./session-view.ts";

export const VISITOR: SessionView = {
  loggedIn: false,
  memberId: null,
  profile: [],
  view: {
    roles: ["visitor"],
    showFamilySpaceLink: false,
    accountEntry: { kind: "createAccount", path: "/signup" },
    headerClickRedirect: null,
    premium: false,
    displayEmail: false,
  },
  firstname: null,
  lastname: null,
  email: null,
  family: false,
  hasPlans: false,
};
