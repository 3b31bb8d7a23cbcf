// The browser's clock, randomness, timers, page reload and cookies, behind the chrome's ports.
import type { Clock, PageReloader, RandomSource, Scheduler } from "../../../application/web/chrome/ports.ts";
import type { SiteCookies } from "../../../application/web/site/ports.ts";
import { parseCookieHeader, serializeCookie } from "../cookies.ts";

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}

export class MathRandom implements RandomSource {
  next(): number {
    return Math.random();
  }
}

export class TimerScheduler implements Scheduler {
  after(delayMs: number, task: () => void): () => void {
    const handle = setTimeout(task, Math.max(0, delayMs));
    return () => clearTimeout(handle);
  }
}

export class LocationReloader implements PageReloader {
  constructor(
    private readonly location: Pick<Location, "reload"> = window.location,
    private readonly network: Pick<Navigator, "onLine"> = navigator,
  ) {}
  reload(): void {
    this.location.reload();
  }
  online(): boolean {
    return this.network.onLine;
  }
}

/** Cookies written from the page (not httpOnly): SameSite=Lax, path /, Secure on https. */
export class DocumentCookies implements SiteCookies {
  constructor(private readonly doc: Pick<Document, "cookie" | "location"> = document) {}
  get(name: string): string | null {
    return parseCookieHeader(this.doc.cookie).get(name) ?? null;
  }
  set(name: string, value: string, maxAgeSeconds?: number): void {
    this.doc.cookie = serializeCookie(name, value, {
      ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }),
      secure: this.doc.location.protocol === "https:",
    });
  }
}
