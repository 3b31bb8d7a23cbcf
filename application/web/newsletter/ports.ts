import type { ResultAsync } from "neverthrow";

/** §7: why no bot-protection token could be obtained. */
export type BotProtectionFailure = { type: "BotProtectionUnavailable" } | { type: "BotChallengeFailed"; code: string };

/** §7/§9: the bot-protection widget: its script loads 5 s after the page; it yields a token for an action. */
export interface BotProtection {
  /** Starts loading the widget's script (called 5 s after the page, §9). */
  preload(): void;
  /** A fresh token for `action` (e.g. "subscribe"), loading the script first if needed. */
  token(action: string): ResultAsync<string, BotProtectionFailure>;
}
export const BotProtectionToken = Symbol("BotProtection");
