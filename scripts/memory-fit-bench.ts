// npm run bench:memory — does fitting FSRS to a pupil's own reviews predict their memory better than the defaults?
// Simulated pupils with known forgetting (each a "true" FSRS model: the defaults with their initial stabilities and
// stability growth scaled, from fast to slow forgetters) review cards when the product's scheduler (default
// parameters, retention 0.90) says so; each review is a success with the true model's probability of recall.
// Each pupil's parameters are fitted on a log of a given size with the product's own steps (domain/learning/memory-fit.ts,
// the FSRS optimizer), and both models predict 1,600 held-out reviews of other cards of the same pupil. Reports the log
// loss (the product's own measure, domain/learning/memory-fit.ts) of default against fitted for several log sizes, and
// the time a fit of 5,000 reviews takes.
// Deterministic (seeded); figures go to docs/decisions/050.
import { computeParameters, FSRSBindingItem, FSRSBindingReview } from "@open-spaced-repetition/binding";
import { createEmptyCard, default_w, fsrs, Rating, type Card, type Grade } from "ts-fsrs";
import {
  logLoss,
  trainingHistories,
  trainingItems,
  type LogEntry,
  type TrainingReview,
} from "../domain/learning/memory-fit.ts";
import { mulberry32 } from "./seeded-random.ts";

const DAY = 86_400_000;
const START = Date.UTC(2026, 8, 1, 17);

/** A pupil's true model: initial stabilities and stability growth scaled by `memory` (0.3: forgets fast; 3: slowly). */
function trueParameters(memory: number): number[] {
  const w = [...default_w];
  for (const index of [0, 1, 2, 3]) w[index] = w[index]! * memory;
  w[8] = Math.max(0.1, w[8]! + Math.log(memory) * 0.6);
  return w;
}

/** One pupil's review log: `reviews` reviews of cards introduced 12 a day, scheduled by the product's defaults. */
function simulate(memory: number, reviews: number, random: () => number): LogEntry[] {
  const truth = fsrs({ w: trueParameters(memory), enable_fuzz: false, request_retention: 0.9 });
  const product = fsrs({ enable_fuzz: false, request_retention: 0.9 });
  const cards: { id: string; app: Card; real: Card; lastReview: number | null }[] = [];
  const log: LogEntry[] = [];
  for (let day = 0; log.length < reviews && day < 2000; day += 1) {
    const now = START + day * DAY;
    for (let fresh = 0; fresh < 12; fresh += 1)
      cards.push({
        id: `c${cards.length}`,
        app: createEmptyCard(new Date(now)),
        real: createEmptyCard(new Date(now)),
        lastReview: null,
      });
    for (const card of cards) {
      let at = Math.max(card.app.due.getTime(), now);
      // The card's steps of the day (learning cards come back minutes later), then its next day.
      for (let step = 0; step < 4 && at < now + DAY / 2 && log.length < reviews; step += 1) {
        const recall = card.lastReview === null ? 0.6 : truth.get_retrievability(card.real, new Date(at), false);
        const rating: Grade = random() < recall ? Rating.Good : Rating.Again;
        card.app = product.next(card.app, new Date(at), rating).card;
        card.real = truth.next(card.real, new Date(at), rating).card;
        card.lastReview = at;
        log.push({ card: card.id, rating: rating === Rating.Good ? "good" : "again", reviewedAt: new Date(at) });
        at = card.app.due.getTime();
      }
    }
  }
  return log;
}

/** Reviews of other cards of the same pupil, never fitted on, that both models predict. */
const HELD_OUT = 1600;

const toItems = (items: TrainingReview[][]) =>
  items.map((item) => new FSRSBindingItem(item.map((review) => new FSRSBindingReview(review.rating, review.deltaT))));

async function main(): Promise<void> {
  const random = mulberry32(2026);
  const pupils = Array.from({ length: 12 }, (_, index) => 0.3 * Math.pow(10, index / 11));
  console.log("reviews | default log loss | fitted log loss | fitted better (pupils)");
  for (const size of [100, 200, 400, 800, 1600]) {
    const totals = { dLoss: 0, fLoss: 0, better: 0, counted: 0, refused: 0 };
    for (const memory of pupils) {
      const train = trainingItems(trainingHistories(simulate(memory, size, random), "UTC"));
      const test = trainingItems(trainingHistories(simulate(memory, HELD_OUT, random), "UTC"));
      let fitted: number[];
      try {
        fitted = await computeParameters(toItems(train), { enableShortTerm: true });
      } catch {
        // The optimizer refuses a log this small (NotEnoughData).
        totals.refused += 1;
        continue;
      }
      const before = logLoss(test, null)!;
      const after = logLoss(test, fitted)!;
      totals.dLoss += before;
      totals.fLoss += after;
      totals.better += after < before ? 1 : 0;
      totals.counted += 1;
    }
    const n = totals.counted;
    const f = (value: number) => (n === 0 ? "-" : (value / n).toFixed(4));
    console.log(
      `${String(size).padStart(7)} | ${f(totals.dLoss).padStart(16)} | ${f(totals.fLoss).padStart(15)} | ${totals.better}/${n}${totals.refused > 0 ? ` (${totals.refused} too small to fit)` : ""}`,
    );
  }
  const big = toItems(trainingItems(trainingHistories(simulate(1, 5000, random), "UTC")));
  const started = performance.now();
  await computeParameters(big, { enableShortTerm: true });
  console.log(`fit of 5,000 reviews (${big.length} training items): ${Math.round(performance.now() - started)} ms`);
}

await main();
