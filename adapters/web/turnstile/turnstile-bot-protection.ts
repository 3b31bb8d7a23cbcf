// §7 bot protection with Cloudflare Turnstile: the script loads 5 s after the page (§9, scheduled by the caller
// through `preload`), and `token(action)` renders an invisible widget (shown only when Cloudflare asks the
// visitor to interact) for that action and resolves with its token.
// With Cloudflare's published test site keys no script is loaded (development and CI run offline): the token is
// the documented test token, which the API's development verifier accepts.
import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { BotProtection, BotProtectionFailure } from "../../../application/web/newsletter/ports.ts";

/** Cloudflare's test site keys (1x… passes, 2x… blocks, 3x… forces a challenge). */
export const TURNSTILE_TEST_SITE_KEY_PATTERN = /^[123]x0{20}[A-Z]{2}$/;
/** The token Turnstile's test site keys produce. */
export const TURNSTILE_TEST_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface TurnstileRenderOptions {
  sitekey: string;
  action: string;
  appearance: "interaction-only";
  callback: (token: string) => void;
  "error-callback": (code: string) => void;
  "timeout-callback": () => void;
}
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined;
  remove(widgetId: string): void;
}
export interface TurnstileHost {
  turnstile?: TurnstileApi;
}

export interface TurnstileOptions {
  doc?: Document;
  host?: TurnstileHost;
  /** ms to wait for the script, then for the token. */
  timeoutMs?: number;
}

export function isTurnstileTestKey(siteKey: string): boolean {
  return TURNSTILE_TEST_SITE_KEY_PATTERN.test(siteKey);
}

export class TurnstileBotProtection implements BotProtection {
  private script: Promise<TurnstileApi> | null = null;

  constructor(
    private readonly siteKey: string,
    private readonly options: TurnstileOptions = {},
  ) {}

  preload(): void {
    if (this.siteKey && !isTurnstileTestKey(this.siteKey)) void this.loadScript().catch(() => undefined);
  }

  token(action: string): ResultAsync<string, BotProtectionFailure> {
    if (!this.siteKey) return errAsync({ type: "BotProtectionUnavailable" });
    if (isTurnstileTestKey(this.siteKey)) return okAsync(TURNSTILE_TEST_TOKEN);
    return ResultAsync.fromPromise(
      this.loadScript().then((api) => this.render(api, action)),
      (error): BotProtectionFailure =>
        error instanceof TurnstileError
          ? { type: "BotChallengeFailed", code: error.code }
          : { type: "BotProtectionUnavailable" },
    );
  }

  private get doc(): Document {
    return this.options.doc ?? document;
  }
  private get host(): TurnstileHost {
    return this.options.host ?? (window as unknown as TurnstileHost);
  }
  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 30_000;
  }

  private loadScript(): Promise<TurnstileApi> {
    const ready = this.host.turnstile;
    if (ready) return Promise.resolve(ready);
    this.script ??= new Promise<TurnstileApi>((resolve, reject) => {
      const element = this.doc.createElement("script");
      element.src = TURNSTILE_SCRIPT_URL;
      element.async = true;
      element.defer = true;
      const timer = setTimeout(() => reject(new Error("turnstile script timeout")), this.timeoutMs);
      element.addEventListener("load", () => {
        clearTimeout(timer);
        const api = this.host.turnstile;
        if (api) resolve(api);
        else reject(new Error("turnstile missing"));
      });
      element.addEventListener("error", () => {
        clearTimeout(timer);
        reject(new Error("turnstile script failed"));
      });
      this.doc.head.append(element);
    }).catch((error: unknown) => {
      this.script = null; // a later call may try again
      throw error;
    });
    return this.script;
  }

  private render(api: TurnstileApi, action: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const container = this.doc.createElement("div");
      container.className = "bot-check";
      this.doc.body.append(container);
      const widget: { id: string | undefined } = { id: undefined };
      const done = () => {
        clearTimeout(timer);
        if (widget.id !== undefined) api.remove(widget.id);
        container.remove();
      };
      const timer = setTimeout(() => {
        done();
        reject(new TurnstileError("timeout"));
      }, this.timeoutMs);
      widget.id = api.render(container, {
        sitekey: this.siteKey,
        action,
        appearance: "interaction-only",
        callback: (token) => {
          done();
          resolve(token);
        },
        "error-callback": (code) => {
          done();
          reject(new TurnstileError(String(code)));
        },
        "timeout-callback": () => {
          done();
          reject(new TurnstileError("timeout"));
        },
      });
    });
  }
}

class TurnstileError extends Error {
  constructor(readonly code: string) {
    super(`turnstile: ${code}`);
  }
}
