// What the account pages keep and tell in the browser: §3 session storage `login` and `register` (the e-mail
// typed last in the login and sign-up forms), §4 the profiling steps list (local storage `profiling_steps`,
// kept while profiling, cleared at login and when profiling completes), and the §7 analytics of sign-up and
// profiling (signUpStart, signUpComplete, profiling start/progress/complete).
import { inject, injectable } from "tsyringe";
import {
  parseStoredProfilingSteps,
  profilingStepsReducer,
  serializeProfilingSteps,
  type ProfilingSteps,
  type ProfilingStepsEvent,
} from "../../../domain/account/profiling-steps.ts";
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from "../../../domain/state/storage-keys.ts";
import { AnalyticsToken, type Analytics } from "../analytics/ports.ts";
import { BrowserStorageToken, type BrowserStorage } from "../chrome/ports.ts";

/** The two forms whose e-mail is kept for the tab (§3). */
export type EmailForm = "login" | "register";

@injectable()
export class AccountBrowserSession {
  constructor(
    @inject(BrowserStorageToken) private readonly storage: BrowserStorage,
    @inject(AnalyticsToken) private readonly analytics: Analytics,
  ) {}

  /** §3: the e-mail typed last in this form, in this tab. */
  rememberedEmail(form: EmailForm): string | null {
    return this.storage.get("session", SESSION_STORAGE_KEYS[form]);
  }

  /** §3: keeps the e-mail of a form being sent. */
  rememberEmail(form: EmailForm, email: string): void {
    const value = email.trim();
    if (value !== "") this.storage.set("session", SESSION_STORAGE_KEYS[form], value);
  }

  /** §4: the login form is sent: the profiling steps list starts again. */
  loggingIn(email: string): void {
    this.rememberEmail("login", email);
    this.apply({ type: "loggedIn" });
  }

  /** §7 signUpStart: the sign-up form is shown. */
  signUpStarted(): void {
    this.analytics.push({ event: "signUpStart" });
  }

  /** §7 signUpComplete: the account was created (the welcome page is shown). */
  signUpCompleted(): void {
    this.analytics.push({ event: "signUpComplete" });
  }

  /** §4/§7: a profiling step is shown: kept in the list; profilingStart at the first, profilingProgress each time. */
  profilingStepReached(step: string): ProfilingSteps {
    const before = this.steps();
    const after = this.apply({ type: "stepReached", step });
    if (before.length === 0) this.analytics.push({ event: "profilingStart" });
    if (before.at(-1) !== step) this.analytics.push({ event: "profilingProgress", step });
    return after;
  }

  /** §4/§7: profiling is complete: the list is cleared, profilingComplete is sent (once per completion). */
  profilingCompleted(): void {
    if (this.steps().length === 0 && this.storage.get("session", COMPLETED_KEY) === "1") return;
    this.apply({ type: "profilingCompleted" });
    this.storage.set("session", COMPLETED_KEY, "1");
    this.analytics.push({ event: "profilingComplete" });
  }

  private steps(): ProfilingSteps {
    return parseStoredProfilingSteps(this.storage.get("local", LOCAL_STORAGE_KEYS.profilingSteps));
  }

  private apply(event: ProfilingStepsEvent): ProfilingSteps {
    const next = profilingStepsReducer(this.steps(), event);
    if (event.type === "stepReached") this.storage.remove("session", COMPLETED_KEY);
    if (next.length === 0) this.storage.remove("local", LOCAL_STORAGE_KEYS.profilingSteps);
    else this.storage.set("local", LOCAL_STORAGE_KEYS.profilingSteps, serializeProfilingSteps(next));
    return next;
  }
}

/** Session flag: profilingComplete was sent for the last completion (a reload of the done page sends nothing). */
const COMPLETED_KEY = "profilingCompleteSent";
