// The browser's clock, randomness, timers and page reload, behind the chrome's ports (its cookies:
// document-cookies.ts, apart, so that the chunk-reload guard every page runs at once does not carry the cookie code).
import type { Clock, PageReloader, RandomSource, Scheduler } from "../../../application/web/chrome/ports.ts";

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
