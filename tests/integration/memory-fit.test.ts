// Memory tuned to each pupil (issue 30): the fit job runs once across two workers, fits a member with enough reviews
// with the real FSRS optimizer, and the member's next reviews are scheduled with their own parameters.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { flashcardReviewLog, memoryParameters } from "../../adapters/api/db/learning-flashcards-schema.ts";
import { FitMemory } from "../../application/api/learning/memory.ts";
import { FlashcardReviewResult, MemoryView } from "../../application/contracts/learning.ts";
import { replayReviews } from "../../domain/learning/flashcards.ts";
import { MIN_REVIEWS_TO_FIT } from "../../domain/learning/memory-fit.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, login } from "./support/members.ts";
import { eq } from "drizzle-orm";

const DECK = "revisions/college/3eme/histoire/flashcards-memoire";
const DAY = 86_400_000;

const deckFile = {
  source: `${DECK}.md`,
  raw: `---\ntitle: "Cartes"\ndescription: "Test."\nkind: flashcards\nlevel: college\ngrade: 3eme\nsubject: histoire\ncards:\n${Array.from(
    { length: 20 },
    (_, i) => `  - id: c${i + 1}\n    front: "Question ${i + 1}"\n    back: "Réponse ${i + 1}"`,
  ).join("\n")}\n---\n\nRévise.\n`,
};

/** A pupil who remembers better than FSRS's defaults expect: every review but one in seven is a success. */
function syntheticLog(memberId: string, start: number) {
  const rows = [];
  for (let card = 0; card < 120; card += 1) {
    let at = start + (card % 30) * DAY;
    let interval = 1;
    for (let step = 0; step < 8; step += 1) {
      const success = (card + step) % 7 !== 3;
      rows.push({
        id: crypto.randomUUID(),
        memberId,
        clientId: `seed-${card}-${step}`,
        deckPath: "revisions/ancien/paquet",
        cardId: `k${card}`,
        rating: success ? "good" : "again",
        reviewedAt: new Date(at),
        retention: 0.9,
      });
      interval = success ? Math.round(interval * 3 + 1) : 1;
      at += interval * DAY;
    }
  }
  return rows;
}

describe.each(ENGINES)("memory tuned to each pupil on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    await syncContentDocuments(api.database.db, parseContentFiles([deckFile]).documents, { prune: true });
  });
  afterAll(() => api.close());

  it(
    "fits once across two workers, shows the member their model, and schedules with it",
    { timeout: 60_000 },
    async () => {
      const member = await createMember(api);
      const session = await login(api, member);
      const memory = async () =>
        v.parse(
          MemoryView,
          await (await api.request("/api/progress/flashcards/memory", { token: session.token })).json(),
        );
      const before = await memory();
      expect(before).toMatchObject({ personal: false, minReviews: MIN_REVIEWS_TO_FIT, reviewCount: null });
      expect(before.intervals.mine).toEqual(before.intervals.defaults);

      const log = syntheticLog(member.id, api.clock.now().getTime() - 400 * DAY);
      expect(log.length).toBeGreaterThanOrEqual(MIN_REVIEWS_TO_FIT);
      for (let start = 0; start < log.length; start += 200)
        await api.database.db.insert(flashcardReviewLog).values(log.slice(start, start + 200));

      // Two workers tick at once: one claims the run and fits, the other skips.
      const now = api.clock.now();
      const since = new Date(now.getTime() - 3_600_000);
      const runs = await Promise.all([
        api.container.resolve(FitMemory).scheduled(now, since),
        api.container.resolve(FitMemory).scheduled(now, since),
      ]);
      expect(runs.filter((run) => run === null)).toHaveLength(1);
      expect(runs.find((run) => run !== null)).toEqual({ fitted: 1 });
      const stored = await api.database.db
        .select()
        .from(memoryParameters)
        .where(eq(memoryParameters.memberId, member.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.parameters).toHaveLength(21);
      expect(stored[0]!.reviewCount).toBe(log.length);
      expect(stored[0]!.optimizer).toContain("FSRS-6");

      const after = await memory();
      expect(after.personal).toBe(true);
      expect(after.reviewCount).toBe(log.length);
      expect(after.intervals.mine).not.toEqual(after.intervals.defaults);
      expect(after.logLossFitted).not.toBeNull();
      expect(after.logLossFitted!).toBeLessThanOrEqual(after.logLossDefault!);

      // The next run an hour later finds nobody new to fit.
      api.clock.advance(3600);
      const later = api.clock.now();
      expect(await api.container.resolve(FitMemory).scheduled(later, new Date(later.getTime() - 3_000_000))).toEqual({
        fitted: 0,
      });

      // A new review is scheduled with the member's parameters, not the defaults.
      const reviewedAt = api.clock.now().toISOString();
      const response = await api.request("/api/progress/flashcard-reviews", {
        token: session.token,
        body: { clientId: "mem-1", deckPath: DECK, cardId: "c1", rating: "good", reviewedAt },
      });
      expect(response.status).toBe(201);
      const { state } = v.parse(FlashcardReviewResult, await response.json());
      const entry = [{ clientId: "mem-1", rating: "good" as const, reviewedAt, retention: 0.9 }];
      expect(state).toEqual(replayReviews(entry, stored[0]!.parameters));
      expect(state.stability).not.toBe(replayReviews(entry)!.stability);
    },
  );
});
