// Binds the defences: the rate limiter (Redis when shared between processes) and the bot verifier.
import type { DependencyContainer } from "tsyringe";
import {
  BotVerifierToken,
  RateLimiterToken,
  type BotVerifier,
  type RateLimiter,
} from "../../../application/api/security/ports.ts";
import type { AppLogger } from "../../../application/api/shared/ports.ts";
import { MemoryRateLimiter } from "../../memory/memory-rate-limiter.ts";
import { OfflineBotVerifier } from "./offline-bot-verifier.ts";
import { RedisRateLimiter } from "./redis-rate-limiter.ts";
import { TurnstileBotVerifier } from "./turnstile-bot-verifier.ts";

/** What the defences read from the process configuration (server/config.ts). */
export interface SecurityConfig {
  REDIS_URL?: string | undefined;
  TURNSTILE_SECRET_KEY: string;
  isProduction: boolean;
}

/** Turnstile's published test secrets (always pass, always fail, token already spent): answered offline. */
export function isTurnstileTestSecret(secret: string): boolean {
  return /^[123]x0{31}AA$/.test(secret);
}

export function registerSecurity(container: DependencyContainer, config: SecurityConfig, logger: AppLogger): void {
  const memoryLimiter = new MemoryRateLimiter();
  const limiter: RateLimiter = config.REDIS_URL
    ? new RedisRateLimiter(RedisRateLimiter.connect(config.REDIS_URL), memoryLimiter, logger)
    : memoryLimiter;
  container.registerInstance(RateLimiterToken, limiter);
  const bots: BotVerifier =
    !config.isProduction && isTurnstileTestSecret(config.TURNSTILE_SECRET_KEY)
      ? new OfflineBotVerifier(config.TURNSTILE_SECRET_KEY, { production: config.isProduction })
      : new TurnstileBotVerifier(config.TURNSTILE_SECRET_KEY);
  container.registerInstance(BotVerifierToken, bots);
}
