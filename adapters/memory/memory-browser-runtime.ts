// In-memory clock, randomness, timers, page reload, bot protection and error reporter, for use-case tests
// and Storybook: time moves only when the test says so.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type {
  Clock,
  ErrorReporter,
  PageReloader,
  RandomSource,
  ReportedError,
  Scheduler,
} from "../../application/web/chrome/ports.ts";
import type { BotProtection, BotProtectionFailure } from "../../application/web/newsletter/ports.ts";

/** A clock and scheduler driven by `advance`. */
export class ManualClock implements Clock, Scheduler {
  private tasks: { at: number; task: () => void; id: number }[] = [];
  private nextId = 0;
  constructor(private current = Date.UTC(2026, 0, 15, 9, 0, 0)) {}
  now(): number {
    return this.current;
  }
  after(delayMs: number, task: () => void): () => void {
    const id = this.nextId++;
    this.tasks.push({ at: this.current + Math.max(0, delayMs), task, id });
    return () => {
      this.tasks = this.tasks.filter((t) => t.id !== id);
    };
  }
  /** Moves time forward, running the tasks that fall due, in order. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.tasks.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.tasks = this.tasks.filter((t) => t.id !== due.id);
      this.current = due.at;
      due.task();
    }
    this.current = target;
  }
  pending(): number {
    return this.tasks.length;
  }
}

/** Returns the given numbers in turn (then the last one again). */
export class FixedRandom implements RandomSource {
  private index = 0;
  constructor(private readonly values: readonly number[] = [0.25]) {}
  next(): number {
    const value = this.values[Math.min(this.index, this.values.length - 1)] ?? 0;
    this.index += 1;
    return value;
  }
}

export class MemoryPageReloader implements PageReloader {
  reloads = 0;
  isOnline = true;
  reload(): void {
    this.reloads += 1;
  }
  online(): boolean {
    return this.isOnline;
  }
}

export class MemoryErrorReporter implements ErrorReporter {
  readonly reports: ReportedError[] = [];
  report(error: ReportedError): void {
    this.reports.push(error);
  }
}

/** Bot protection answering a fixed token (or a failure), recording the actions asked for. */
export class MemoryBotProtection implements BotProtection {
  readonly actions: string[] = [];
  preloads = 0;
  constructor(
    private readonly answer: { token: string } | { fail: BotProtectionFailure } = { token: "XXXX.DUMMY.TOKEN.XXXX" },
  ) {}
  preload(): void {
    this.preloads += 1;
  }
  token(action: string): ResultAsync<string, BotProtectionFailure> {
    this.actions.push(action);
    return "token" in this.answer ? okAsync(this.answer.token) : errAsync(this.answer.fail);
  }
}
