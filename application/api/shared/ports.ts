// Ports every API use case may need: time, identifiers, background work, logs.
/** The current time (a port so tests control it). */
export interface Clock {
  now(): Date;
}
export const ClockToken = Symbol("Clock");

/** Fresh identifiers (UUID v4). */
export interface IdGenerator {
  uuid(): string;
}
export const IdGeneratorToken = Symbol("IdGenerator");

/**
 * Work finished after the answer is sent, so that its duration cannot be measured by the caller
 * (no account enumeration by timing: the reset e-mail is written whether or not the account exists).
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
}
export const BackgroundTasksToken = Symbol("BackgroundTasks");

/** Structured logs. Never pass secrets, tokens, passwords, cookies or full e-mail addresses. */
export interface AppLogger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
export const AppLoggerToken = Symbol("AppLogger");

/** Settings of the API's use cases that come from configuration. */
export interface ApiSettings {
  /** The most children a family-plan holder may add. */
  familyMaxMembers: number;
  /** Lifetime of a password-reset link, in seconds. */
  passwordResetTtlSeconds: number;
  /** Address of the site, for links in e-mails (no trailing slash). */
  publicOrigin: string;
  brandName: string;
  /** Whether this is production (no development helpers). */
  production: boolean;
}
export const ApiSettingsToken = Symbol("ApiSettings");

/** Issue 14: waits (the progressive delay of logins); a port so that tests do not wait. */
export interface Sleeper {
  sleep(milliseconds: number): Promise<void>;
}
export const SleeperToken = Symbol("Sleeper");
