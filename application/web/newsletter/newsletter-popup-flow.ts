// §4 "Newsletter popup", §5, §7 POST /newsletter/subscribe, §8 "Newsletter subscribe failure": the e-mail
// capture popin as a use case. It runs the domain reducer (domain/popins/newsletter-popup.ts) and performs
// the effects it returns: storage writes, analytics pushes, and the subscription (bot-protection token for
// the action "subscribe", then the API call), whose outcome is fed back to the reducer.
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locale/locale.ts";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import { SUBSCRIBE_NEWSLETTER } from "../../contracts/newsletter.ts";
import {
  initNewsletterPopup,
  type NewsletterPopupEffect,
  type NewsletterPopupEvent,
  type NewsletterPopupState,
  type SubscribeEffect,
  newsletterPopupReducer,
} from "../../../domain/popins/newsletter-popup.ts";
import { NEWSLETTER_STORAGE } from "../../../domain/popins/newsletter-popup.ts";
import { toNewsletterSubscription } from "../../../domain/validation/newsletter.ts";
import { AnalyticsToken, type Analytics } from "../analytics/ports.ts";
import { BrowserStorageToken, RandomSourceToken, type BrowserStorage, type RandomSource } from "../chrome/ports.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { BotProtectionToken, type BotProtection } from "./ports.ts";

/** §7: the bot-protection action of the subscription. */
export const NEWSLETTER_BOT_ACTION = "subscribe";

/** §4: one popin on one page: its state, and the events the UI sends it. */
export interface NewsletterPopupSession {
  getState(): NewsletterPopupState;
  subscribe(listener: () => void): () => void;
  dispatch(event: NewsletterPopupEvent): void;
  /** Resolves once every subscription call started so far has answered (tests, stories). */
  settled(): Promise<void>;
}

@injectable()
export class NewsletterPopupFlow {
  constructor(
    @inject(BrowserStorageToken) private readonly storage: BrowserStorage,
    @inject(RandomSourceToken) private readonly random: RandomSource,
    @inject(AnalyticsToken) private readonly analytics: Analytics,
    @inject(BotProtectionToken) private readonly bots: BotProtection,
    @inject(ApiClientToken) private readonly api: ApiClient,
  ) {}

  /** §4: whether the popup may still be shown to this visitor (not closed this session, e-mail not given). */
  mayShow(): boolean {
    const { seen, infoEntered } = this.initial().state;
    return !seen && !infoEntered;
  }

  /** §7/§9: starts loading the bot-protection widget (5 s after the page, where the popup may appear). */
  preloadBotProtection(): void {
    this.bots.preload();
  }

  /**
   * §4: starts the popup, hidden, from what the browser stored (the variant is picked and kept). `locale`: the page's
   * language, the welcome mail's (issue 32).
   */
  start(locale: Locale = DEFAULT_LOCALE): NewsletterPopupSession {
    const first = this.initial();
    let state = first.state;
    const listeners = new Set<() => void>();
    const inFlight = new Set<Promise<void>>();
    const dispatch = (event: NewsletterPopupEvent) => {
      const next = newsletterPopupReducer(state, event);
      if (next.state !== state) {
        state = next.state;
        for (const listener of listeners) listener();
      }
      this.perform(next.effects, { state, event, dispatch, inFlight, locale });
    };
    this.perform(first.effects, { state, event: null, dispatch, inFlight, locale });
    return {
      getState: () => state,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      dispatch,
      async settled() {
        while (inFlight.size > 0) await Promise.all([...inFlight]);
      },
    };
  }

  private initial() {
    return initNewsletterPopup({
      storedSeen: this.storage.get(NEWSLETTER_STORAGE.seen.area, NEWSLETTER_STORAGE.seen.key),
      storedInfoEntered: this.storage.get(NEWSLETTER_STORAGE.infoEntered.area, NEWSLETTER_STORAGE.infoEntered.key),
      storedVariant: this.storage.get(NEWSLETTER_STORAGE.variant.area, NEWSLETTER_STORAGE.variant.key),
      random: clampRandom(this.random.next()),
    });
  }

  private perform(effects: readonly NewsletterPopupEffect[], context: EffectContext): void {
    const { state, event, dispatch, inFlight, locale } = context;
    for (const effect of effects) {
      switch (effect.type) {
        case "Store":
          this.storage.set(effect.area, effect.key, effect.value);
          break;
        case "Analytics":
          this.analytics.push(
            effect.event === "NewsletterEmailTypingStarted"
              ? { event: "newsletterEmailStart", sourceLocation: state.variant }
              : {
                  event: "newsletterFailure",
                  sourceLocation: state.variant,
                  status: event?.type === "SubmitFailed" ? event.status : null,
                },
          );
          break;
        case "Subscribe": {
          const call = this.subscribeCall(effect, locale).then(dispatch);
          inFlight.add(call);
          void call.finally(() => inFlight.delete(call));
          break;
        }
      }
    }
  }

  /** §7: bot-protection token first, then POST /newsletter/subscribe; the outcome as a popup event. */
  private async subscribeCall(effect: SubscribeEffect, locale: Locale): Promise<NewsletterPopupEvent> {
    const token = await this.bots.token(NEWSLETTER_BOT_ACTION);
    if (token.isErr()) return { type: "SubmitFailed", status: null, summary: null };
    const answer = await this.api.request(
      callOf(SUBSCRIBE_NEWSLETTER, {
        body: {
          ...toNewsletterSubscription(effect.send, {
            sourceLocation: effect.sourceLocation,
            recaptchaToken: token.value,
          }),
          locale,
        },
      }),
    );
    if (answer.isOk()) return { type: "SubmitSucceeded" };
    const failure = answer.error;
    return failure.type === "HttpError"
      ? { type: "SubmitFailed", status: failure.status, summary: failure.summary }
      : { type: "SubmitFailed", status: null, summary: null };
  }
}

/** What an effect is performed with: the state after the event, the event itself (its HTTP status goes to analytics). */
interface EffectContext {
  state: NewsletterPopupState;
  event: NewsletterPopupEvent | null;
  dispatch: (event: NewsletterPopupEvent) => void;
  inFlight: Set<Promise<void>>;
  locale: Locale;
}

function clampRandom(value: number): number {
  return value >= 0 && value < 1 ? value : 0;
}
