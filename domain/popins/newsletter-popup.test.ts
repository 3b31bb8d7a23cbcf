import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  initNewsletterPopup,
  isNewsletterPopupSending,
  isNewsletterPopupVisible,
  isNewsletterSubmitEnabled,
  NEWSLETTER_STORAGE,
  newsletterPopupReducer,
  type NewsletterPopupEvent,
  type NewsletterPopupState,
  type NewsletterPopupTransition,
  pickNewsletterPopupVariant,
} from "./newsletter-popup.ts";

const fresh = { storedSeen: null, storedInfoEntered: null, storedVariant: "popup-a", random: 0.3 };

function run(state: NewsletterPopupState, ...events: NewsletterPopupEvent[]): NewsletterPopupTransition {
  let transition: NewsletterPopupTransition = { state, effects: [] };
  for (const event of events) transition = newsletterPopupReducer(transition.state, event);
  return transition;
}

const hidden = initNewsletterPopup(fresh).state;
const shown = run(hidden, { type: "Triggered", path: "/revisions" }).state;
const filled = run(
  shown,
  { type: "UserTypeChosen", userType: "parents" },
  { type: "ProgramChosen", program: "3ème" },
  { type: "EmailEdited", email: "parent@famille.fr" },
  { type: "ConsentChanged", accepted: true },
).state;
const submitting = run(filled, { type: "SubmitRequested" }).state;

describe("§3 newsletter popup storage", () => {
  it("keeps the seen flag in the session and the variant, info-entered flag and mouse-leave date locally", () => {
    expect(NEWSLETTER_STORAGE).toEqual({
      seen: { area: "session", key: "newsletterPopupSeen" },
      infoEntered: { area: "local", key: "newsletterInfoEntered" },
      variant: { area: "local", key: "newsletterPopupVariant" },
      lastMouseLeavePopup: { area: "local", key: "newsletterLastPopupDateMouseLeave" },
    });
  });
});

describe("§4 newsletter popup variant", () => {
  it("keeps a stored variant", () => {
    expect(pickNewsletterPopupVariant("popup-b", 0.1)).toEqual({ variant: "popup-b", isNew: false });
    expect(initNewsletterPopup({ ...fresh, storedVariant: "popup-b" })).toMatchObject({
      state: { variant: "popup-b" },
      effects: [],
    });
  });
  it("picks one of two at random and stores it in local storage", () => {
    expect(pickNewsletterPopupVariant(null, 0)).toEqual({ variant: "popup-a", isNew: true });
    expect(pickNewsletterPopupVariant(null, 0.4999)).toEqual({ variant: "popup-a", isNew: true });
    expect(pickNewsletterPopupVariant("unknown", 0.5)).toEqual({ variant: "popup-b", isNew: true });
    expect(pickNewsletterPopupVariant(null, 0.9999)).toEqual({ variant: "popup-b", isNew: true });
    expect(initNewsletterPopup({ ...fresh, storedVariant: null, random: 0.7 }).effects).toEqual([
      { type: "Store", area: "local", key: NEWSLETTER_STORAGE.variant.key, value: "popup-b" },
    ]);
  });
  it("splits [0, 1) evenly between the two variants", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (random) => {
        expect(pickNewsletterPopupVariant(null, random).variant).toBe(random < 0.5 ? "popup-a" : "popup-b");
      }),
    );
  });
  it("rejects a random number outside [0, 1)", () => {
    for (const random of [1, -0.1, Number.NaN])
      expect(() => pickNewsletterPopupVariant(null, random)).toThrow(RangeError);
  });
});

describe("§4 newsletter popup: showing and closing", () => {
  it("starts hidden with an empty form", () => {
    expect(hidden.phase).toBe("hidden");
    expect(isNewsletterPopupVisible(hidden)).toBe(false);
    expect(hidden.form).toEqual({ type: null, program: null, email: "", acceptNewsletter: false });
  });
  it("is shown when triggered on an allowed page", () => {
    expect(shown.phase).toBe("shown");
    expect(isNewsletterPopupVisible(shown)).toBe(true);
  });
  it("is not shown on /premium or orientation pages", () => {
    expect(run(hidden, { type: "Triggered", path: "/premium/offre-solo" }).state.phase).toBe("hidden");
    expect(run(hidden, { type: "Triggered", path: "/orientation/parcoursup" }).state.phase).toBe("hidden");
  });
  it("is not shown again once seen in the session or once the e-mail was given", () => {
    const seen = initNewsletterPopup({ ...fresh, storedSeen: "true" }).state;
    expect(run(seen, { type: "Triggered", path: "/" }).state.phase).toBe("hidden");
    const entered = initNewsletterPopup({ ...fresh, storedInfoEntered: "true" }).state;
    expect(run(entered, { type: "Triggered", path: "/" }).state.phase).toBe("hidden");
  });
  it("closes, storing the seen flag in the session", () => {
    const closed = run(shown, { type: "Closed" });
    expect(closed.state.phase).toBe("closed");
    expect(isNewsletterPopupVisible(closed.state)).toBe(false);
    expect(closed.effects).toEqual([
      { type: "Store", area: "session", key: NEWSLETTER_STORAGE.seen.key, value: "true" },
    ]);
    expect(run(closed.state, { type: "Triggered", path: "/" }).state.phase).toBe("closed");
  });
  it("ignores closing when not visible or while sending", () => {
    expect(run(hidden, { type: "Closed" })).toEqual({ state: hidden, effects: [] });
    expect(run(submitting, { type: "Closed" })).toEqual({ state: submitting, effects: [] });
  });
  it("ignores a second trigger", () => {
    expect(run(shown, { type: "Triggered", path: "/" })).toEqual({ state: shown, effects: [] });
  });
});

describe("§5 newsletter popup: the form", () => {
  it("enables submit only once the four conditions hold", () => {
    expect(isNewsletterSubmitEnabled(shown)).toBe(false);
    expect(isNewsletterSubmitEnabled(filled)).toBe(true);
    expect(isNewsletterSubmitEnabled(run(filled, { type: "ConsentChanged", accepted: false }).state)).toBe(false);
    expect(isNewsletterSubmitEnabled(run(filled, { type: "ProgramChosen", program: null }).state)).toBe(false);
    expect(isNewsletterSubmitEnabled(run(filled, { type: "UserTypeChosen", userType: null }).state)).toBe(false);
    expect(isNewsletterSubmitEnabled(run(filled, { type: "EmailEdited", email: "parent@" }).state)).toBe(false);
  });
  it("sends one analytics event on the first character typed in the e-mail field", () => {
    const first = run(shown, { type: "EmailEdited", email: "p" });
    expect(first.effects).toEqual([{ type: "Analytics", event: "NewsletterEmailTypingStarted" }]);
    expect(run(first.state, { type: "EmailEdited", email: "pa" }).effects).toEqual([]);
    expect(run(first.state, { type: "EmailEdited", email: "" }, { type: "EmailEdited", email: "x" }).effects).toEqual(
      [],
    );
    expect(run(shown, { type: "EmailEdited", email: "" }).effects).toEqual([]);
  });
  it("ignores edits while hidden or sending", () => {
    expect(run(hidden, { type: "EmailEdited", email: "a" })).toEqual({ state: hidden, effects: [] });
    expect(run(submitting, { type: "ConsentChanged", accepted: false })).toEqual({ state: submitting, effects: [] });
    expect(run(submitting, { type: "EmailEdited", email: "b@c.fr" })).toEqual({ state: submitting, effects: [] });
    expect(isNewsletterSubmitEnabled(submitting)).toBe(false);
  });
});

describe("§4 newsletter popup: submission", () => {
  it("ignores a submit while the form is incomplete", () => {
    expect(run(shown, { type: "SubmitRequested" })).toEqual({ state: shown, effects: [] });
  });
  it("sends the send step with the variant as source location, and shows the loader", () => {
    const sent = run(filled, { type: "SubmitRequested" });
    expect(sent.state.phase).toBe("submitting");
    expect(isNewsletterPopupSending(sent.state)).toBe(true);
    expect(isNewsletterPopupVisible(sent.state)).toBe(true);
    expect(sent.effects).toEqual([
      {
        type: "Subscribe",
        send: { inputType: "parents", inputProgram: "3ème", email: "parent@famille.fr", newsletter: true },
        sourceLocation: "popup-a",
      },
    ]);
  });
  it("ignores a second submission while one is in flight", () => {
    expect(run(submitting, { type: "SubmitRequested" })).toEqual({ state: submitting, effects: [] });
  });
  it("on success stores the info-entered flag, closes and confirms", () => {
    const done = run(submitting, { type: "SubmitSucceeded" });
    expect(done.state).toMatchObject({ phase: "submitted", confirmation: "EmailSent", infoEntered: true, seen: true });
    expect(isNewsletterPopupVisible(done.state)).toBe(false);
    expect(isNewsletterPopupSending(done.state)).toBe(false);
    expect(done.effects).toEqual([
      { type: "Store", area: "local", key: NEWSLETTER_STORAGE.infoEntered.key, value: "true" },
      { type: "Store", area: "session", key: NEWSLETTER_STORAGE.seen.key, value: "true" },
    ]);
  });
  it("on failure shows the server's summary, sends a failure event and allows a new try", () => {
    const failed = run(submitting, { type: "SubmitFailed", status: 500, summary: " Service indisponible " });
    expect(failed.state).toMatchObject({
      phase: "failed",
      error: { code: "ServerMessage", summary: "Service indisponible" },
      emailAlreadyExists: false,
    });
    expect(failed.effects).toEqual([{ type: "Analytics", event: "NewsletterSubscribeFailed" }]);
    expect(isNewsletterPopupVisible(failed.state)).toBe(true);
    expect(isNewsletterSubmitEnabled(failed.state)).toBe(true);
    expect(run(failed.state, { type: "SubmitRequested" }).state.phase).toBe("submitting");
  });
  it("on failure without a summary shows the generic error code", () => {
    for (const summary of [null, "  "]) {
      expect(run(submitting, { type: "SubmitFailed", status: null, summary }).state.error).toEqual({
        code: "GenericError",
      });
    }
  });
  it("marks the e-mail as already existing on status 400", () => {
    const failed = run(submitting, { type: "SubmitFailed", status: 400, summary: null }).state;
    expect(failed.emailAlreadyExists).toBe(true);
  });
  it("clears the duplicate flag and the error when the e-mail is edited, but not on other edits", () => {
    const failed = run(submitting, { type: "SubmitFailed", status: 400, summary: "Email déjà inscrit" }).state;
    const otherEdit = run(failed, { type: "ProgramChosen", program: "4ème" }).state;
    expect(otherEdit).toMatchObject({ phase: "failed", emailAlreadyExists: true, error: { code: "ServerMessage" } });
    const edited = run(failed, { type: "EmailEdited", email: "autre@famille.fr" }).state;
    expect(edited).toMatchObject({ phase: "shown", emailAlreadyExists: false, error: null });
    expect(edited.form.email).toBe("autre@famille.fr");
  });
  it("ignores a call outcome when nothing is in flight", () => {
    expect(run(filled, { type: "SubmitSucceeded" })).toEqual({ state: filled, effects: [] });
    expect(run(filled, { type: "SubmitFailed", status: 400, summary: null })).toEqual({ state: filled, effects: [] });
  });
});

describe("issue 15: the programme follows the user type", () => {
  it("drops a programme that no longer fits, and picks the only one that fits", () => {
    const college = run(
      shown,
      { type: "UserTypeChosen", userType: "college" },
      { type: "ProgramChosen", program: "5ème" },
    ).state;
    expect(college.form.program).toBe("5ème");
    expect(run(college, { type: "UserTypeChosen", userType: "primaire" }).state.form.program).toBe("primaire");
    expect(run(college, { type: "UserTypeChosen", userType: "lycee" }).state.form.program).toBeNull();
    expect(run(college, { type: "UserTypeChosen", userType: "parents" }).state.form.program).toBe("5ème");
  });

  it("never enables the button for a primary pupil in 5e", () => {
    const odd = run(
      filled,
      { type: "UserTypeChosen", userType: "primaire" },
      { type: "ProgramChosen", program: "5ème" },
    ).state;
    expect(odd.form).toMatchObject({ type: "primaire", program: "5ème" });
    expect(isNewsletterSubmitEnabled(odd)).toBe(false);
  });
});
