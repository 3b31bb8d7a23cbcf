// Memory tuned to each pupil (issue 30, docs/decisions/050). FitMemory: the periodic job, claimed once per interval
// across the processes, fits FSRS's parameters to each member whose log is big enough (domain/learning/memory-fit.ts)
// with the optimizer, off the request path, a few members a run. MemoryOf: what the member is shown, their measured
// retention and how their schedule differs from the default one. The flashcard scheduler reads the parameters
// (Flashcards.record: each card is replayed with them).
import { ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { DEFAULT_RETENTION, desiredRetention } from "../../../domain/learning/flashcards.ts";
import {
  dueForFit,
  goodIntervals,
  logLoss,
  MIN_REVIEWS_TO_FIT,
  trainingHistories,
  trainingItems,
  usableParameters,
} from "../../../domain/learning/memory-fit.ts";
import type { MemoryView } from "../../contracts/learning.ts";
import { ClockToken, type Clock } from "../shared/ports.ts";
import {
  MemoryOptimizerToken,
  MemoryRepositoryToken,
  type MemoryOptimizer,
  type MemoryRepository,
} from "./memory-ports.ts";
import { FlashcardRepositoryToken, type FlashcardRepository } from "./ports.ts";

/** Members fitted in one run at most (a fit of 5,000 reviews takes about half a second). */
const FITS_PER_RUN = 20;

@injectable()
export class FitMemory {
  constructor(
    @inject(MemoryRepositoryToken) private readonly memory: MemoryRepository,
    @inject(MemoryOptimizerToken) private readonly optimizer: MemoryOptimizer,
  ) {}

  /** The job's run at `now`: null when another process claimed it since `since`; else the members fitted. */
  async scheduled(now: Date, since: Date): Promise<{ fitted: number } | null> {
    if (!(await this.memory.claimRun(now, since))) return null;
    const due = (await this.memory.candidates(MIN_REVIEWS_TO_FIT, 200))
      .filter((candidate) => dueForFit(candidate.reviews, candidate.fittedAt))
      .slice(0, FITS_PER_RUN);
    let fitted = 0;
    for (const candidate of due) if (await this.fit(candidate.memberId, now)) fitted += 1;
    return { fitted };
  }

  /** Fits one member now; false when their log gives no usable parameters. */
  async fit(memberId: string, now: Date): Promise<boolean> {
    const log = await this.memory.reviewLog(memberId);
    const items = trainingItems(trainingHistories(log));
    const parameters = usableParameters(await this.optimizer.fit(items));
    if (parameters === null) return false;
    await this.memory.save(memberId, {
      parameters,
      optimizer: this.optimizer.name,
      reviewCount: log.length,
      logLossDefault: logLoss(items, null),
      logLossFitted: logLoss(items, parameters),
      fittedAt: now,
    });
    return true;
  }
}

@injectable()
export class MemoryOf {
  constructor(
    @inject(MemoryRepositoryToken) private readonly memory: MemoryRepository,
    @inject(FlashcardRepositoryToken) private readonly flashcards: FlashcardRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /** The member's parameters, null until fitted (the scheduler then uses the defaults). */
  parameters(memberId: string): Promise<number[] | null> {
    return this.memory.find(memberId).then((stored) => usableParameters(stored?.parameters));
  }

  view(memberId: string): ResultAsync<MemoryView, never> {
    return ResultAsync.fromSafePromise(
      Promise.all([this.memory.find(memberId), this.flashcards.settings(memberId)]).then(([stored, settings]) => {
        const retention = desiredRetention(settings.retention).unwrapOr(DEFAULT_RETENTION);
        const parameters = usableParameters(stored?.parameters);
        const compared = goodIntervals(parameters, retention, this.clock.now());
        return {
          personal: parameters !== null,
          minReviews: MIN_REVIEWS_TO_FIT,
          reviewCount: stored?.reviewCount ?? null,
          fittedAt: stored?.fittedAt.toISOString() ?? null,
          optimizer: stored?.optimizer ?? null,
          logLossDefault: stored?.logLossDefault ?? null,
          logLossFitted: stored?.logLossFitted ?? null,
          intervals: { defaults: compared.defaults, mine: compared.mine },
        };
      }),
    );
  }
}
