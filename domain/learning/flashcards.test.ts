import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cardKey,
  compareReviews,
  dailyQueue,
  deckCounts,
  desiredRetention,
  formatInterval,
  isCardId,
  newCardsLeft,
  newCardsPerDay,
  newCardState,
  nextIntervals,
  RATINGS,
  replayReviews,
  review,
  startedOn,
  studyDay,
  type CardState,
  type LoggedReview,
  type Deck,
  type StudyDay,
} from "./flashcards.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const t0 = new Date("2026-03-02T08:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
/** 2 March 2026 in Paris (UTC+1). */
const day: StudyDay = { start: new Date("2026-03-01T23:00:00.000Z"), end: new Date("2026-03-02T23:00:00.000Z") };
/** 4 March 2026 in Paris, the day a card learnt on 2 March is due. */
const march4: StudyDay = { start: new Date("2026-03-03T23:00:00.000Z"), end: new Date("2026-03-04T23:00:00.000Z") };

/** A card reviewed Good at t0 (learning, back in 10 min), then Good at its due date (review, back in 2 days). */
function learnt(): CardState {
  const first = review(null, "good", t0);
  return review(first, "good", new Date(first.due));
}

describe("cardKey", () => {
  it("keys a card's state by its document path and card id", () => {
    expect(cardKey("lycee/terminale/ses/inegalites-deck", "gini")).toBe("lycee/terminale/ses/inegalites-deck#gini");
  });
});

describe("review", () => {
  it("a new card rated Good goes to its second learning step, 10 minutes later", () => {
    const state = review(null, "good", t0);
    expect(state).toMatchObject({
      phase: "learning",
      due: "2026-03-02T08:10:00.000Z",
      scheduledDays: 0,
      learningSteps: 1,
      reps: 1,
      lapses: 0,
      lastReview: "2026-03-02T08:00:00.000Z",
      introducedAt: "2026-03-02T08:00:00.000Z",
    });
  });

  it("rated Good again at its due date, it graduates to review, two days later", () => {
    const state = learnt();
    expect(state).toMatchObject({
      phase: "review",
      due: "2026-03-04T08:10:00.000Z",
      scheduledDays: 2,
      reps: 2,
      lapses: 0,
      lastReview: "2026-03-02T08:10:00.000Z",
      introducedAt: "2026-03-02T08:00:00.000Z",
    });
    expect(state.stability).toBeGreaterThan(0);
  });

  it("Again on a card in review sends it back to relearning, 10 minutes later, and counts a lapse", () => {
    const before = learnt();
    const now = new Date(before.due);
    const after = review(before, "again", now);
    expect(after).toMatchObject({ phase: "relearning", due: "2026-03-04T08:20:00.000Z", reps: 3, lapses: 1 });
    expect(after.stability).toBeLessThan(before.stability);
    expect(after.introducedAt).toBe(before.introducedAt);
  });

  it("Again on a new card keeps it in learning, back in a minute", () => {
    expect(review(null, "again", t0)).toMatchObject({ phase: "learning", due: "2026-03-02T08:01:00.000Z" });
  });

  it("a never-reviewed state behaves as no state", () => {
    expect(newCardState(t0)).toMatchObject({ phase: "new", due: t0.toISOString(), reps: 0, lastReview: null });
    expect(review(newCardState(t0), "hard", t0)).toEqual(review(null, "hard", t0));
  });

  it("is plain JSON: a state read back from storage schedules the same", () => {
    const state = learnt();
    const stored = JSON.parse(JSON.stringify(state)) as CardState;
    expect(stored).toEqual(state);
    const now = new Date(state.due);
    expect(review(stored, "hard", now)).toEqual(review(state, "hard", now));
  });

  it("the next due date is after the review, whatever the ratings", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...RATINGS), { minLength: 1, maxLength: 12 }), (ratings) => {
        let state: CardState | null = null;
        let now = t0;
        for (const rating of ratings) {
          state = review(state, rating, now);
          expect(Date.parse(state.due)).toBeGreaterThan(now.getTime());
          now = new Date(state.due);
        }
      }),
    );
  });
});

describe("nextIntervals", () => {
  it("previews a new card's buttons: 1 min, 6 min, 10 min, 8 days", () => {
    expect(nextIntervals(null, t0)).toEqual({ again: MINUTE, hard: 6 * MINUTE, good: 10 * MINUTE, easy: 8 * DAY });
  });

  it("each rating's preview is where review() puts the card", () => {
    const state = learnt();
    const now = new Date(state.due);
    const preview = nextIntervals(state, now);
    for (const rating of RATINGS) {
      expect(Date.parse(review(state, rating, now).due) - now.getTime()).toBe(preview[rating]);
    }
    expect(preview.again).toBeLessThan(preview.hard);
    expect(preview.hard).toBeLessThan(preview.good);
    expect(preview.good).toBeLessThan(preview.easy);
  });

  it("a retention of 0.97 gives shorter intervals than 0.80", () => {
    const state = learnt();
    const now = new Date(state.due);
    const strict = nextIntervals(state, now, 0.97);
    const loose = nextIntervals(state, now, 0.8);
    expect(strict.good).toBe(3 * DAY);
    expect(loose.good).toBe(36 * DAY);
    expect(strict.hard).toBeLessThan(loose.hard);
    expect(strict.easy).toBeLessThan(loose.easy);
    expect(Date.parse(review(state, "good", now, 0.97).due)).toBeLessThan(
      Date.parse(review(state, "good", now, 0.8).due),
    );
  });
});

describe("desiredRetention", () => {
  it("defaults to 0.90", () => {
    expect(desiredRetention(null)._unsafeUnwrap()).toBe(0.9);
  });

  it("accepts 0.80 to 0.97, bounds included", () => {
    for (const value of [0.8, 0.85, 0.9, 0.97]) expect(desiredRetention(value)._unsafeUnwrap()).toBe(value);
  });

  it("refuses anything outside, without clamping", () => {
    for (const value of [0.79, 0.971, 1, 0, -0.9, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(desiredRetention(value)._unsafeUnwrapErr()).toEqual({ type: "RetentionOutOfRange", min: 0.8, max: 0.97 });
    }
  });
});

describe("dailyQueue", () => {
  const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

  it("puts due cards first, the most overdue first, then new cards in deck order", () => {
    const maths: Deck = { path: "maths-deck", cardIds: ["m1", "m2", "m3"] };
    const ses: Deck = { path: "ses-deck", cardIds: ["s1", "s2"] };
    const now = at(3 * DAY);
    const later = learnt(); // due t0 + 2 days 10 min
    const earlier: CardState = { ...learnt(), due: at(DAY).toISOString() };
    const states = new Map([
      ["maths-deck#m2", later],
      ["ses-deck#s2", earlier],
    ]);
    const queue = dailyQueue([maths, ses], states, { now, day: { start: at(3 * DAY), end: at(4 * DAY) } });
    expect(queue.map(({ key, kind }) => [key, kind])).toEqual([
      ["ses-deck#s2", "due"],
      ["maths-deck#m2", "due"],
      ["maths-deck#m1", "new"],
      ["maths-deck#m3", "new"],
      ["ses-deck#s1", "new"],
    ]);
    expect(queue[0]).toEqual({ key: "ses-deck#s2", documentPath: "ses-deck", cardId: "s2", kind: "due" });
  });

  it("keeps deck order between cards due at the same time", () => {
    const state = learnt();
    const states = new Map([
      ["b#1", state],
      ["a#1", state],
    ]);
    const queue = dailyQueue(
      [
        { path: "b", cardIds: ["1"] },
        { path: "a", cardIds: ["1"] },
      ],
      states,
      { now: new Date(state.due), day: march4 },
    );
    expect(queue.map(({ key }) => key)).toEqual(["b#1", "a#1"]);
  });

  it("caps new cards at 20 a day by default", () => {
    const queue = dailyQueue([{ path: "d", cardIds: ids(30, "c") }], new Map(), { now: t0, day });
    expect(queue).toHaveLength(20);
    expect(queue.at(-1)?.key).toBe("d#c20");
  });

  it("counts the new cards already introduced today against the cap", () => {
    const deck: Deck = { path: "d", cardIds: ids(10, "c") };
    const started = review(null, "good", t0);
    // Introduced today and in learning (not due yet), introduced today and already in review, introduced yesterday.
    const states = new Map<string, CardState>([
      ["d#c1", started],
      ["d#c2", { ...learnt(), due: at(DAY).toISOString() }],
      ["d#c3", { ...started, introducedAt: at(-DAY).toISOString() }],
      // A state from before introducedAt was kept: not counted.
      ["d#c4", { ...started, introducedAt: null }],
    ]);
    const queue = dailyQueue([deck], states, { now: at(MINUTE), day, newPerDay: 5 });
    expect(queue.filter(({ kind }) => kind === "new").map(({ cardId }) => cardId)).toEqual(["c5", "c6", "c7"]);
    expect(queue.filter(({ kind }) => kind === "due")).toEqual([]);
    expect(dailyQueue([deck], states, { now: at(MINUTE), day, newPerDay: 1 })).toEqual([]);
  });

  it("counts the cards started today in other decks, even decks not queued, against the same cap", () => {
    const started = review(null, "good", t0);
    const states = new Map<string, CardState>([
      ["maths#m1", started],
      ["maths#m2", started],
      ["ses#s1", started],
      ["closed#c1", started],
    ]);
    const maths: Deck = { path: "maths", cardIds: ["m1", "m2", "m3", "m4"] };
    const ses: Deck = { path: "ses", cardIds: ["s1", "s2", "s3"] };
    const queue = dailyQueue([maths, ses], states, { now: at(MINUTE), day, newPerDay: 6 });
    expect(queue.map(({ key }) => key)).toEqual(["maths#m3", "maths#m4"]);
    // One deck alone (a deck page) gets no more than what is left across all of them.
    expect(dailyQueue([ses], states, { now: at(MINUTE), day, newPerDay: 6 }).map(({ key }) => key)).toEqual([
      "ses#s2",
      "ses#s3",
    ]);
    expect(dailyQueue([ses], states, { now: at(MINUTE), day, newPerDay: 5 }).map(({ key }) => key)).toEqual(["ses#s2"]);
    // The next day, the cap is whole again.
    const next = studyDay(at(DAY));
    const tomorrow = dailyQueue([maths, ses], states, { now: at(DAY), day: next, newPerDay: 6 });
    expect(tomorrow.filter(({ kind }) => kind === "new")).toHaveLength(4);
  });

  it("a card in review is due all day; one in learning only once its step has passed", () => {
    const inReview = learnt(); // due 4 March 08:10 UTC
    const inLearning = review(null, "good", t0); // due 2 March 08:10 UTC
    const states = new Map([
      ["d#r", inReview],
      ["d#l", inLearning],
    ]);
    const deck: Deck = { path: "d", cardIds: ["r", "l"] };
    expect(
      dailyQueue([deck], states, { now: at(2 * DAY - 8 * 60 * MINUTE), day: march4 }).map(({ cardId }) => cardId),
    ).toEqual(["l", "r"]);
    expect(dailyQueue([deck], states, { now: at(5 * MINUTE), day }).map(({ cardId }) => cardId)).toEqual([]);
    expect(dailyQueue([deck], states, { now: at(10 * MINUTE), day }).map(({ cardId }) => cardId)).toEqual(["l"]);
  });

  it("ignores states of cards no longer in their deck", () => {
    const states = new Map([["d#gone", { ...learnt(), due: t0.toISOString() }]]);
    expect(dailyQueue([{ path: "d", cardIds: ["kept"] }], states, { now: t0, day })).toEqual([
      { key: "d#kept", documentPath: "d", cardId: "kept", kind: "new" },
    ]);
  });
});

describe("newCardsPerDay", () => {
  it("defaults to 20 and accepts whole numbers from 0 to 100, bounds included", () => {
    expect(newCardsPerDay(null)._unsafeUnwrap()).toBe(20);
    for (const value of [0, 1, 35, 100]) expect(newCardsPerDay(value)._unsafeUnwrap()).toBe(value);
  });

  it("refuses anything else, without clamping or rounding", () => {
    for (const value of [-1, 101, 12.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(newCardsPerDay(value)._unsafeUnwrapErr()).toEqual({ type: "NewCardsPerDayOutOfRange", min: 0, max: 100 });
    }
  });
});

describe("newCardsLeft", () => {
  const started = review(null, "good", t0);

  it("is the daily cap (20 by default) less the cards first reviewed today, whatever their deck", () => {
    expect(newCardsLeft([], day)).toBe(20);
    expect(newCardsLeft([started, started, learnt()], day)).toBe(17);
    expect(newCardsLeft([started, started], day, 5)).toBe(3);
  });

  it("does not count cards started another day, nor states never reviewed", () => {
    const yesterday = { ...started, introducedAt: at(-DAY).toISOString() };
    const tomorrow = { ...started, introducedAt: day.end.toISOString() };
    expect(newCardsLeft([yesterday, tomorrow, newCardState(t0)], day, 5)).toBe(5);
    expect(startedOn(started, day)).toBe(true);
    expect(startedOn(yesterday, day)).toBe(false);
    expect(startedOn(newCardState(t0), day)).toBe(false);
  });

  it("never goes below zero, and a cap of zero starts nothing", () => {
    expect(newCardsLeft([started, started, started], day, 2)).toBe(0);
    expect(newCardsLeft([], day, 0)).toBe(0);
  });

  it("is what the queue of one big deck offers as new cards (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 30 }), (startedToday, cap) => {
        const states = new Map<string, CardState>(
          Array.from({ length: startedToday }, (_, i) => [`other#o${i}`, started] as const),
        );
        const deck: Deck = { path: "d", cardIds: Array.from({ length: 40 }, (_, i) => `c${i}`) };
        const fresh = dailyQueue([deck], states, { now: at(MINUTE), day, newPerDay: cap });
        expect(fresh).toHaveLength(newCardsLeft(states.values(), day, cap));
        expect(deckCounts(deck, states, at(MINUTE), day, cap).new).toBe(fresh.length);
      }),
    );
  });
});

describe("deckCounts", () => {
  it("counts new, learning and due cards at a given time", () => {
    const deck: Deck = { path: "d", cardIds: ["n1", "n2", "l1", "rl", "r-due", "r-later"] };
    const inReview = learnt(); // due 4 March 08:10 UTC
    const states = new Map<string, CardState>([
      ["d#n2", newCardState(t0)],
      ["d#l1", review(null, "again", t0)],
      ["d#rl", review(inReview, "again", new Date(inReview.due))],
      ["d#r-due", { ...inReview, due: at(DAY + 12 * 60 * MINUTE).toISOString() }],
      ["d#r-later", inReview],
      ["other#n1", inReview],
    ]);
    const march3 = { start: new Date("2026-03-02T23:00:00.000Z"), end: new Date("2026-03-03T23:00:00.000Z") };
    expect(deckCounts(deck, states, at(DAY), march3)).toEqual({ new: 2, learning: 2, due: 1 });
    expect(deckCounts(deck, new Map(), t0, day)).toEqual({ new: 6, learning: 0, due: 0 });
  });

  it("shows no more new cards than the day's cap leaves across every deck", () => {
    const deck: Deck = { path: "d", cardIds: ["c1", "c2", "c3", "c4"] };
    const started = review(null, "good", t0);
    const states = new Map<string, CardState>([
      ["d#c1", started],
      ["other#o1", started],
      ["other#o2", started],
    ]);
    expect(deckCounts(deck, states, at(MINUTE), day, 5)).toEqual({ new: 2, learning: 1, due: 0 });
    expect(deckCounts(deck, states, at(MINUTE), day, 3)).toEqual({ new: 0, learning: 1, due: 0 });
    expect(deckCounts(deck, states, at(MINUTE), day)).toEqual({ new: 3, learning: 1, due: 0 });
  });
});

describe("isCardId", () => {
  it("accepts the ids decks use and refuses what could not be a key segment", () => {
    expect(["c1", "c15", "gini", "card_2", "A-9"].every(isCardId)).toBe(true);
    expect(["", "-c1", "c 1", "c#1", "c/1", "x".repeat(65)].some(isCardId)).toBe(false);
  });
});

describe("replayReviews", () => {
  const log: LoggedReview[] = [
    { clientId: "a", rating: "good", reviewedAt: "2026-03-02T08:00:00.000Z", retention: 0.9 },
    { clientId: "b", rating: "good", reviewedAt: "2026-03-02T08:10:00.000Z", retention: 0.9 },
    { clientId: "c", rating: "again", reviewedAt: "2026-03-04T08:10:00.000Z", retention: 0.9 },
  ];

  it("applies the reviews in time order whatever order they are given in", () => {
    const inOrder = replayReviews(log);
    expect(inOrder).toEqual(review(learnt(), "again", new Date("2026-03-04T08:10:00.000Z")));
    expect(replayReviews([log[2]!, log[0]!, log[1]!])).toEqual(inOrder);
    expect(replayReviews([])).toBeNull();
  });

  it("orders reviews of the same instant by client id", () => {
    const same = { rating: "good" as const, reviewedAt: "2026-03-02T08:00:00.000Z", retention: 0.9 };
    expect(compareReviews({ ...same, clientId: "a" }, { ...same, clientId: "b" })).toBeLessThan(0);
    expect(compareReviews({ ...same, clientId: "b" }, { ...same, clientId: "a" })).toBeGreaterThan(0);
    expect(compareReviews({ ...same, clientId: "a" }, { ...same, clientId: "a" })).toBe(0);
  });
});

describe("studyDay", () => {
  it("is the member's day from midnight to midnight in Paris by default, winter and summer", () => {
    expect(studyDay(t0)).toEqual(day);
    expect(studyDay(new Date("2026-03-01T23:30:00.000Z"))).toEqual(day);
    expect(studyDay(new Date("2026-07-14T21:59:59.000Z"))).toEqual({
      start: new Date("2026-07-13T22:00:00.000Z"),
      end: new Date("2026-07-14T22:00:00.000Z"),
    });
  });

  it("has 23 hours the night clocks go forward, and follows another time zone", () => {
    const spring = studyDay(new Date("2026-03-29T12:00:00.000Z"));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 60 * MINUTE);
    expect(studyDay(t0, "Africa/Dakar")).toEqual({
      start: new Date("2026-03-02T00:00:00.000Z"),
      end: new Date("2026-03-03T00:00:00.000Z"),
    });
  });
});

describe("formatInterval", () => {
  it("shows the intervals of the review buttons in French and English", () => {
    const cases: [number, string, string][] = [
      [0, "1 min", "1 min"],
      [MINUTE, "1 min", "1 min"],
      [10 * MINUTE, "10 min", "10 min"],
      [5 * 60 * MINUTE, "5 h", "5 h"],
      [3 * DAY, "3 j", "3 d"],
      [61 * DAY, "2 mois", "2 mo"],
      [365 * DAY, "1 an", "1 y"],
      [548 * DAY, "1,5 an", "1.5 y"],
      [3 * 365 * DAY, "3 ans", "3 y"],
    ];
    for (const [ms, fr, en] of cases) {
      expect([formatInterval(ms, "fr"), formatInterval(ms, "en")]).toEqual([fr, en]);
    }
  });

  it("formats the intervals nextIntervals gives a new card", () => {
    const intervals = nextIntervals(null, t0);
    expect(RATINGS.map((rating) => formatInterval(intervals[rating], "fr"))).toEqual([
      "1 min",
      "6 min",
      "10 min",
      expect.stringMatching(/ j$/),
    ]);
  });
});
