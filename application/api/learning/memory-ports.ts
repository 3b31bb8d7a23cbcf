// Ports of memory tuned to each pupil (issue 30, docs/decisions/050): the fitted parameters as stored, who is due for
// a fit, and the FSRS optimizer.
import type { LogEntry, TrainingReview } from "../../../domain/learning/memory-fit.ts";

export interface StoredMemory {
  parameters: number[];
  /** The optimizer and its version, e.g. "@open-spaced-repetition/binding 0.1.2 (FSRS-6)". */
  optimizer: string;
  reviewCount: number;
  /** Log loss of the defaults and of the fitted parameters on the member's own reviews (null: not measured). */
  logLossDefault: number | null;
  logLossFitted: number | null;
  fittedAt: Date;
}

export interface MemoryRepository {
  find(memberId: string): Promise<StoredMemory | null>;
  save(memberId: string, memory: StoredMemory): Promise<void>;
  /** Members with at least `minReviews` reviews, with their count and the count of their last fit (null: none). */
  candidates(
    minReviews: number,
    limit: number,
  ): Promise<{ memberId: string; reviews: number; fittedAt: number | null }[]>;
  /** The member's whole review log. */
  reviewLog(memberId: string): Promise<LogEntry[]>;
  /** True when this caller claimed the fit run at `now` (none claimed since `since`): one process of a cluster runs it. */
  claimRun(now: Date, since: Date): Promise<boolean>;
}
export const MemoryRepositoryToken = Symbol("MemoryRepository");

export interface MemoryOptimizer {
  /** The optimizer's name and version, stored with what it fits. */
  readonly name: string;
  /** FSRS's parameters fitted to the training items. */
  fit(items: TrainingReview[][]): Promise<number[]>;
}
export const MemoryOptimizerToken = Symbol("MemoryOptimizer");
