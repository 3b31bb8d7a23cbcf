// Ports of the site chrome (§2 layouts, popins, banners; §3 browser storage; §4 timing; §8 error reporting).
// Browser adapters live in adapters/web/*, in-memory ones in adapters/memory (the server render never asks for them).
import type { StorageArea } from "../../../domain/popins/effects.ts";

/** §3 "Browser storage": local storage (kept across visits) and session storage (kept for the tab). */
export interface BrowserStorage {
  get(area: StorageArea, key: string): string | null;
  set(area: StorageArea, key: string, value: string): void;
  remove(area: StorageArea, key: string): void;
}
export const BrowserStorageToken = Symbol("BrowserStorage");

/** The current instant, in milliseconds since the epoch (the domain takes time as an argument). */
export interface Clock {
  now(): number;
}
export const ClockToken = Symbol("WebClock");

/** Random numbers in [0, 1) (§4: the popup variant is picked at random). */
export interface RandomSource {
  next(): number;
}
export const RandomSourceToken = Symbol("RandomSource");

/** Runs a task after a delay; the returned function cancels it. */
export interface Scheduler {
  after(delayMs: number, task: () => void): () => void;
}
export const SchedulerToken = Symbol("Scheduler");

/** §4/§8: forces a full page reload (after a missing code chunk). */
export interface PageReloader {
  reload(): void;
  /** Whether the browser has a network: offline, a reload cannot bring a missing chunk (issue 12). */
  online(): boolean;
}
export const PageReloaderToken = Symbol("PageReloader");

/** §8: what is sent to the error-reporting service. */
export type ReportedError =
  | { kind: "http"; status: number; path: string; code: string | null }
  | { kind: "exception"; message: string; stack: string | null; source: string };

/** §7/§8: the error-reporting service ("any HTTP error other than 404", unexpected exceptions). */
export interface ErrorReporter {
  report(error: ReportedError): void;
}
export const ErrorReporterToken = Symbol("ErrorReporter");
