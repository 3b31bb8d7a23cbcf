// The FSRS optimizer of the open-spaced-repetition project (fsrs-rs through its Node binding): fits FSRS-6's 21
// parameters to a member's reviews. The binding's work runs off the JavaScript thread (napi async task), so a fit does
// not stall the requests of the process that runs it.
import { computeParameters, FSRSBindingItem, FSRSBindingReview } from "@open-spaced-repetition/binding";
import type { MemoryOptimizer } from "../../../application/api/learning/memory-ports.ts";
import type { TrainingReview } from "../../../domain/learning/memory-fit.ts";

const toItems = (items: TrainingReview[][]) =>
  items.map((item) => new FSRSBindingItem(item.map((review) => new FSRSBindingReview(review.rating, review.deltaT))));

export class FsrsBindingOptimizer implements MemoryOptimizer {
  readonly name = "@open-spaced-repetition/binding 0.1.2 (FSRS-6)";

  fit(items: TrainingReview[][]): Promise<number[]> {
    return computeParameters(toItems(items), { enableShortTerm: true });
  }
}
