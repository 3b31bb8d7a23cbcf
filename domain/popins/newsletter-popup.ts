// §4 "Newsletter popup", §5 "Newsletter popin", §8 "Newsletter subscribe failure": the e-mail capture popup
// as a pure state machine. `newsletterPopupReducer(state, event)` returns the next state and the effects to
// perform (storage writes, analytics events, the subscription call) as data; the application layer runs them
// and feeds the outcome back as events.
//
//   hidden --Triggered--> shown --Closed--> closed (seen flag stored in the session)
//   shown/failed --SubmitRequested (form complete)--> submitting --SubmitSucceeded--> submitted
//   submitting --SubmitFailed--> failed (error shown; editing the e-mail goes back to shown)
//
// What shows the popup (timing) is not in the spec: it is the Triggered event. Closing is ignored while a
// submission is in flight (the button shows its loader until the answer arrives).
import {
  completeEmailPopinInputs,
  programmeAfterTypeChange,
  EMPTY_EMAIL_POPIN_FORM,
  type EmailPopinForm,
  type EmailPopinSend,
  type LevelOfEducation,
  type PopinUserType,
  toEmailPopinSend,
} from "../validation/newsletter.ts";
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from "../state/storage-keys.ts";
import { isEmailPopinAllowedOn } from "./email-popin-routes.ts";
import { type AnalyticsEffect, isStoredFlagSet, STORED_FLAG_VALUE, type StoreEffect } from "./effects.ts";

/** §4: the two popup variants; the one shown is sent as the subscription's sourceLocation (§3). */
export const NEWSLETTER_POPUP_VARIANTS = ["popup-a", "popup-b"] as const;
export type NewsletterPopupVariant = (typeof NEWSLETTER_POPUP_VARIANTS)[number];

/**
 * §3/§4: where the popup's state is kept (key names from domain/state/storage-keys.ts). The seen flag is a session
 * value and the variant a local one (§3). The spec does not say where the "info entered" flag lives: it is kept in
 * local storage, under a key of ours, so a visitor who subscribed is not asked again.
 */
export const NEWSLETTER_STORAGE = {
  seen: { area: "session", key: SESSION_STORAGE_KEYS.popupSeen },
  infoEntered: { area: "local", key: "newsletterInfoEntered" },
  variant: { area: "local", key: LOCAL_STORAGE_KEYS.popupVariant },
  lastMouseLeavePopup: { area: "local", key: LOCAL_STORAGE_KEYS.newsletterLastPopupDateMouseLeave },
} as const;

/** §4: the phases of the popup. */
export type NewsletterPopupPhase = "hidden" | "shown" | "submitting" | "failed" | "submitted" | "closed";

/** §8: the error shown after a failed subscription: the server's summary, or a generic-error code. */
export type NewsletterPopupError = { code: "ServerMessage"; summary: string } | { code: "GenericError" };

/** §4: the confirmation shown once the e-mail is sent; the UI reads "Email envoyé !" for it. */
export type NewsletterConfirmation = "EmailSent";

/** §5/§8: analytics events of the popup: first character typed in the e-mail field, subscription failure. */
export type NewsletterAnalyticsEvent = "NewsletterEmailTypingStarted" | "NewsletterSubscribeFailed";

/** §4: the popup state. */
export interface NewsletterPopupState {
  phase: NewsletterPopupPhase;
  variant: NewsletterPopupVariant;
  form: EmailPopinForm;
  /** §5/§8: set by a 400 answer; the e-mail field is highlighted. */
  emailAlreadyExists: boolean;
  error: NewsletterPopupError | null;
  confirmation: NewsletterConfirmation | null;
  /** §4: the popup was closed earlier in this session. */
  seen: boolean;
  /** §4: the visitor already gave their e-mail. */
  infoEntered: boolean;
  /** §5: the first-character analytics event was sent. */
  emailTypingTracked: boolean;
}

/** §4/§5: what can happen to the popup: UI actions and the outcome of the subscription call. */
export type NewsletterPopupEvent =
  | { type: "Triggered"; path: string }
  | { type: "Closed" }
  | { type: "UserTypeChosen"; userType: PopinUserType | null }
  | { type: "ProgramChosen"; program: LevelOfEducation | null }
  | { type: "EmailEdited"; email: string }
  | { type: "ConsentChanged"; accepted: boolean }
  | { type: "SubmitRequested" }
  | { type: "SubmitSucceeded" }
  | { type: "SubmitFailed"; status: number | null; summary: string | null };

/** §7: send the subscription (the application layer obtains the bot-protection token, then calls the API). */
export interface SubscribeEffect {
  type: "Subscribe";
  send: EmailPopinSend;
  sourceLocation: NewsletterPopupVariant;
}

/** §4: the effects the reducer asks the application layer to perform. */
export type NewsletterPopupEffect = StoreEffect | AnalyticsEffect<NewsletterAnalyticsEvent> | SubscribeEffect;

/** §4: a next state with its effects. */
export interface NewsletterPopupTransition {
  state: NewsletterPopupState;
  effects: NewsletterPopupEffect[];
}

/** §4: the stored variant when it is a known one, else a new one picked from `random` in [0, 1). */
export function pickNewsletterPopupVariant(
  stored: string | null,
  random: number,
): { variant: NewsletterPopupVariant; isNew: boolean } {
  const known = NEWSLETTER_POPUP_VARIANTS.find((variant) => variant === stored);
  if (known !== undefined) return { variant: known, isNew: false };
  if (!(random >= 0 && random < 1)) throw new RangeError("random must be in [0, 1)");
  return { variant: random < 0.5 ? "popup-a" : "popup-b", isNew: true };
}

function store(target: { area: "local" | "session"; key: string }, value: string): StoreEffect {
  return { type: "Store", area: target.area, key: target.key, value };
}

/** §3/§4: what the popup starts from: the stored values (raw strings, null when absent) and a random number. */
export interface NewsletterPopupInit {
  storedSeen: string | null;
  storedInfoEntered: string | null;
  storedVariant: string | null;
  random: number;
}

/** §4: the initial hidden state; a newly picked variant is stored so it is kept. */
export function initNewsletterPopup(init: NewsletterPopupInit): NewsletterPopupTransition {
  const { variant, isNew } = pickNewsletterPopupVariant(init.storedVariant, init.random);
  return {
    state: {
      phase: "hidden",
      variant,
      form: EMPTY_EMAIL_POPIN_FORM,
      emailAlreadyExists: false,
      error: null,
      confirmation: null,
      seen: isStoredFlagSet(init.storedSeen),
      infoEntered: isStoredFlagSet(init.storedInfoEntered),
      emailTypingTracked: false,
    },
    effects: isNew ? [store(NEWSLETTER_STORAGE.variant, variant)] : [],
  };
}

/** §4: whether the popup is on screen (the form, with its loader while sending or its error after a failure). */
export function isNewsletterPopupVisible(state: NewsletterPopupState): boolean {
  return state.phase === "shown" || state.phase === "submitting" || state.phase === "failed";
}

/** §4: the button shows a loader while the subscription is in flight. */
export function isNewsletterPopupSending(state: NewsletterPopupState): boolean {
  return state.phase === "submitting";
}

/** §5: the submit button is enabled when the form is editable and its four conditions hold. */
export function isNewsletterSubmitEnabled(state: NewsletterPopupState): boolean {
  return isEditable(state) && completeEmailPopinInputs(state.form) !== null;
}

function isEditable(state: NewsletterPopupState): boolean {
  return state.phase === "shown" || state.phase === "failed";
}

const unchanged = (state: NewsletterPopupState): NewsletterPopupTransition => ({ state, effects: [] });

function editForm(state: NewsletterPopupState, change: Partial<EmailPopinForm>): NewsletterPopupTransition {
  if (!isEditable(state)) return unchanged(state);
  return { state: { ...state, form: { ...state.form, ...change } }, effects: [] };
}

function editEmail(state: NewsletterPopupState, email: string): NewsletterPopupTransition {
  if (!isEditable(state)) return unchanged(state);
  const firstCharacter = !state.emailTypingTracked && email.length > 0;
  return {
    state: {
      ...state,
      phase: "shown",
      form: { ...state.form, email },
      emailAlreadyExists: false,
      error: null,
      emailTypingTracked: state.emailTypingTracked || firstCharacter,
    },
    effects: firstCharacter ? [{ type: "Analytics", event: "NewsletterEmailTypingStarted" }] : [],
  };
}

function submit(state: NewsletterPopupState): NewsletterPopupTransition {
  if (!isEditable(state)) return unchanged(state); // in flight, closed or not shown: ignored
  const inputs = completeEmailPopinInputs(state.form);
  if (inputs === null) return unchanged(state); // the button is disabled
  return {
    state: { ...state, phase: "submitting" },
    effects: [{ type: "Subscribe", send: toEmailPopinSend(inputs), sourceLocation: state.variant }],
  };
}

function failure(summary: string | null): NewsletterPopupError {
  const text = summary?.trim() ?? "";
  return text === "" ? { code: "GenericError" } : { code: "ServerMessage", summary: text };
}

/** §4/§5/§8: the popup's next state and the effects to perform for one event. */
export function newsletterPopupReducer(
  state: NewsletterPopupState,
  event: NewsletterPopupEvent,
): NewsletterPopupTransition {
  switch (event.type) {
    case "Triggered":
      if (state.phase !== "hidden" || state.seen || state.infoEntered || !isEmailPopinAllowedOn(event.path)) {
        return unchanged(state);
      }
      return { state: { ...state, phase: "shown" }, effects: [] };
    case "Closed":
      if (!isEditable(state)) return unchanged(state);
      return {
        state: { ...state, phase: "closed", seen: true },
        effects: [store(NEWSLETTER_STORAGE.seen, STORED_FLAG_VALUE)],
      };
    case "UserTypeChosen":
      // Issue 15: a programme that no longer fits the type is dropped (or the only fitting one chosen).
      return editForm(state, {
        type: event.userType,
        program: programmeAfterTypeChange(event.userType, state.form.program),
      });
    case "ProgramChosen":
      return editForm(state, { program: event.program });
    case "ConsentChanged":
      return editForm(state, { acceptNewsletter: event.accepted });
    case "EmailEdited":
      return editEmail(state, event.email);
    case "SubmitRequested":
      return submit(state);
    case "SubmitSucceeded":
      if (state.phase !== "submitting") return unchanged(state);
      return {
        state: {
          ...state,
          phase: "submitted",
          confirmation: "EmailSent",
          error: null,
          emailAlreadyExists: false,
          infoEntered: true,
          seen: true,
        },
        effects: [
          store(NEWSLETTER_STORAGE.infoEntered, STORED_FLAG_VALUE),
          store(NEWSLETTER_STORAGE.seen, STORED_FLAG_VALUE),
        ],
      };
    case "SubmitFailed":
      if (state.phase !== "submitting") return unchanged(state);
      return {
        state: {
          ...state,
          phase: "failed",
          error: failure(event.summary),
          emailAlreadyExists: event.status === 400,
        },
        effects: [{ type: "Analytics", event: "NewsletterSubscribeFailed" }],
      };
  }
}
