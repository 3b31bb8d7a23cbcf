// Flashcards of a member (docs/decisions/018): reviews recorded from what the device sends (deck, card, rating,
// time), never from a state it computed; the server loads the deck, checks the card and the member's access, and
// computes the card's state by replaying the member's log in time order (domain/learning/flashcards.ts). Reads:
// a deck's counts and states, the daily queue across the decks the member studies, the desired retention.
import { err, errAsync, ok, okAsync, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type {
  DeckProgress,
  FlashcardReviewBatchResponse,
  FlashcardReviewRequest,
  FlashcardReviewResult,
  FlashcardSettings,
  FlashcardSettingsRequest,
  ReviewQueue,
} from "../../contracts/learning.ts";
import {
  cardKey,
  compareReviews,
  dailyQueue,
  deckCounts,
  desiredRetention,
  newCardsPerDay,
  replayReviews,
  startedOn,
  studyDay,
  DEFAULT_NEW_CARDS_PER_DAY,
  DEFAULT_RETENTION,
  type CardState,
  type Deck,
  type NewCardsPerDayError,
  type RetentionError,
  type StudyDay,
} from "../../../domain/learning/flashcards.ts";
import { SERVICE_TIME_ZONE } from "../../../domain/time/service-time-zone.ts";
import { QueryContent } from "../content/query-content.ts";
import type { ValidationFailed } from "../shared/errors.ts";
import { ClockToken, IdGeneratorToken, type Clock, type IdGenerator } from "../shared/ports.ts";
import { FlashcardRepositoryToken, type FlashcardRepository, type StoredCardState } from "./ports.ts";
import { MemoryOf } from "./memory.ts";
import { inFuture, reviewView, type Recorded } from "./progress.ts";

/** Why a deck or one of its cards cannot be reviewed by this member. */
export type DeckRefused =
  /** No flashcards deck at that path. */
  | { type: "DeckNotFound" }
  /** The deck exists but has no card with that id. */
  | { type: "FlashcardNotFound" }
  /** A premium deck and the member is not a subscriber (§6). */
  | { type: "PremiumRequired" };

interface LoadedCard {
  id: string;
  front: string;
  back: string | null;
}

interface LoadedDeck {
  /** The document path, as stored (no leading slash). */
  path: string;
  title: string;
  cards: LoadedCard[];
}

const deckOf = (loaded: LoadedDeck): Deck => ({ path: loaded.path, cardIds: loaded.cards.map((card) => card.id) });

function cardsOf(value: unknown): LoadedCard[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((card: unknown) => {
    if (typeof card !== "object" || card === null) return [];
    const { id, frontHtml, backHtml } = card as Record<string, unknown>;
    if (typeof id !== "string" || typeof frontHtml !== "string") return [];
    return [{ id, front: frontHtml, back: typeof backHtml === "string" ? backHtml : null }];
  });
}

function statesMap(rows: readonly StoredCardState[]): Map<string, CardState> {
  return new Map(rows.map((row) => [cardKey(row.deckPath, row.cardId), row.state]));
}

function dayView(day: StudyDay) {
  return { start: day.start.toISOString(), end: day.end.toISOString(), timeZone: SERVICE_TIME_ZONE };
}

@injectable()
export class Flashcards {
  constructor(
    @inject(FlashcardRepositoryToken) private readonly flashcards: FlashcardRepository,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(QueryContent) private readonly content: QueryContent,
    @inject(MemoryOf) private readonly memory: MemoryOf,
  ) {}

  /** One review: the card checked, the review logged once (clientId), the card's state replayed from the log. */
  recordReview(
    memberId: string,
    input: FlashcardReviewRequest,
  ): ResultAsync<Recorded<FlashcardReviewResult>, ValidationFailed | DeckRefused> {
    return this.record(memberId, input, new Map());
  }

  /**
   * An outbox's reviews: applied in reviewedAt order (the order they were made, not sent); each one's outcome
   * is answered, a refused review does not stop the others (the outbox drops what can never be recorded).
   */
  async recordBatch(
    memberId: string,
    inputs: readonly FlashcardReviewRequest[],
  ): Promise<FlashcardReviewBatchResponse> {
    const decks = new Map<string, ResultAsync<LoadedDeck, DeckRefused>>();
    const ordered = [...inputs].sort((a, b) => compareReviews({ ...a, retention: 0 }, { ...b, retention: 0 }));
    const results: FlashcardReviewBatchResponse["results"] = [];
    for (const input of ordered) {
      const outcome = await this.record(memberId, input, decks);
      results.push(
        outcome.match(
          ({ created }) => ({ clientId: input.clientId, status: created ? "recorded" : "duplicate", code: null }),
          (error) => ({
            clientId: input.clientId,
            status: "refused",
            code: error.type === "ValidationFailed" ? (Object.values(error.fields)[0] ?? error.type) : error.type,
          }),
        ),
      );
    }
    return { results };
  }

  private record(
    memberId: string,
    input: FlashcardReviewRequest,
    decks: Map<string, ResultAsync<LoadedDeck, DeckRefused>>,
  ): ResultAsync<Recorded<FlashcardReviewResult>, ValidationFailed | DeckRefused> {
    const reviewedAt = new Date(input.reviewedAt);
    const future = inFuture(reviewedAt, this.clock.now(), "reviewedAt");
    if (future) return errAsync(future);
    let deck = decks.get(input.deckPath);
    if (!deck) {
      deck = this.loadDeck(memberId, input.deckPath);
      decks.set(input.deckPath, deck);
    }
    return deck
      .andThen((loaded) =>
        loaded.cards.some((card) => card.id === input.cardId)
          ? ok(loaded)
          : err<LoadedDeck, DeckRefused>({ type: "FlashcardNotFound" }),
      )
      .andThen((loaded) =>
        ResultAsync.fromSafePromise(
          Promise.all([this.retentionOf(memberId), this.memory.parameters(memberId)]).then(([retention, parameters]) =>
            this.flashcards.addReview(
              {
                id: this.ids.uuid(),
                memberId,
                clientId: input.clientId,
                deckPath: loaded.path,
                cardId: input.cardId,
                rating: input.rating,
                reviewedAt,
                retention,
              },
              // The card's log replayed with the member's own parameters once they are fitted (docs/decisions/050).
              (log) => replayReviews(log, parameters),
            ),
          ),
        ),
      )
      .andThen(({ record, created, state }) =>
        state === null
          ? errAsync<Recorded<FlashcardReviewResult>, DeckRefused>({ type: "FlashcardNotFound" })
          : okAsync({ record: { review: reviewView(record), state }, created }),
      );
  }

  /**
   * A deck's counts today and the states of the cards the member reviewed in it. The daily cap of new cards is the
   * member's across every deck: the counts use all their states, and the cards started today in other decks are
   * answered too, so that the page recounting with the reviews still on the device applies the same cap.
   */
  deckProgress(memberId: string, path: string): ResultAsync<DeckProgress, DeckRefused> {
    const now = this.clock.now();
    const day = studyDay(now);
    return this.loadDeck(memberId, path).andThen((loaded) =>
      ResultAsync.fromSafePromise(
        Promise.all([this.flashcards.states(memberId, null), this.settingsOf(memberId)]).then(([rows, settings]) => {
          const { desiredRetention: retention, newCardsPerDay: newPerDay } = settings;
          const present = new Set(loaded.cards.map((card) => card.id));
          const inDeck = (row: StoredCardState) => row.deckPath === loaded.path && present.has(row.cardId);
          return {
            deckPath: loaded.path,
            retention,
            day: dayView(day),
            newPerDay,
            counts: deckCounts(deckOf(loaded), statesMap(rows), now, day, newPerDay),
            states: rows.filter(inDeck).map(({ cardId, state }) => ({ cardId, state })),
            startedToday: rows
              .filter((row) => row.deckPath !== loaded.path && startedOn(row.state, day))
              .map(({ deckPath, cardId, state }) => ({ deckPath, cardId, state })),
          };
        }),
      ),
    );
  }

  /** Today's queue across the decks the member studies (those they may still open). */
  async queue(memberId: string): Promise<ReviewQueue> {
    const now = this.clock.now();
    const day = studyDay(now);
    const [paths, rows, settings] = await Promise.all([
      this.flashcards.studiedDecks(memberId),
      this.flashcards.states(memberId, null),
      this.settingsOf(memberId),
    ]);
    const { desiredRetention: retention, newCardsPerDay: newPerDay } = settings;
    const loaded = (await Promise.all(paths.map((path) => this.loadDeck(memberId, path)))).flatMap((result) =>
      result.isOk() ? [result.value] : [],
    );
    const states = statesMap(rows);
    const queued = dailyQueue(loaded.map(deckOf), states, { now, day, newPerDay });
    const byPath = new Map(loaded.map((deck) => [deck.path, deck]));
    const cards = queued.flatMap((entry) => {
      const deck = byPath.get(entry.documentPath);
      const card = deck?.cards.find((c) => c.id === entry.cardId);
      if (!deck || !card) return [];
      return [
        {
          deckPath: deck.path,
          deckTitle: deck.title,
          cardId: card.id,
          kind: entry.kind,
          front: card.front,
          back: card.back,
          state: states.get(entry.key) ?? null,
        },
      ];
    });
    const dueCount = cards.filter((card) => card.kind === "due").length;
    return {
      retention,
      day: dayView(day),
      newPerDay,
      total: cards.length,
      dueCount,
      newCount: cards.length - dueCount,
      decks: loaded.map((deck) => ({
        path: deck.path,
        title: deck.title,
        counts: deckCounts(deckOf(deck), states, now, day, newPerDay),
      })),
      cards,
    };
  }

  settings(memberId: string): ResultAsync<FlashcardSettings, never> {
    return ResultAsync.fromSafePromise(this.settingsOf(memberId));
  }

  /**
   * The settings sent, each as the domain allows it (retention 0.80 to 0.97, new cards a day 0 to 100): refused
   * outside, never clamped; nothing is saved unless every one sent is allowed.
   */
  updateSettings(
    memberId: string,
    changes: FlashcardSettingsRequest,
  ): ResultAsync<FlashcardSettings, RetentionError | NewCardsPerDayError> {
    const saved: { retention?: number; newCardsPerDay?: number } = {};
    if (changes.desiredRetention !== undefined) {
      const retention = desiredRetention(changes.desiredRetention);
      if (retention.isErr()) return errAsync(retention.error);
      saved.retention = retention.value;
    }
    if (changes.newCardsPerDay !== undefined) {
      const cap = newCardsPerDay(changes.newCardsPerDay);
      if (cap.isErr()) return errAsync(cap.error);
      saved.newCardsPerDay = cap.value;
    }
    return ResultAsync.fromSafePromise(
      this.flashcards.saveSettings(memberId, saved).then(() => this.settingsOf(memberId)),
    );
  }

  /** The settings in force: the member's, or the default of each one unset (or no longer allowed). */
  private settingsOf(memberId: string): Promise<FlashcardSettings> {
    return this.flashcards.settings(memberId).then((stored) => ({
      desiredRetention: desiredRetention(stored.retention).unwrapOr(DEFAULT_RETENTION),
      newCardsPerDay: newCardsPerDay(stored.newCardsPerDay).unwrapOr(DEFAULT_NEW_CARDS_PER_DAY),
    }));
  }

  /** The desired retention in force (each review is logged with it). */
  private retentionOf(memberId: string): Promise<number> {
    return this.settingsOf(memberId).then((settings) => settings.desiredRetention);
  }

  /** The deck as this member may see it (content query, premium gating of §6 included). */
  private loadDeck(memberId: string, path: string): ResultAsync<LoadedDeck, DeckRefused> {
    const notFound: DeckRefused = { type: "DeckNotFound" };
    return this.content
      .execute(
        path,
        {
          where: { kind: "flashcards" },
          only: ["cards", "title"],
          deep: false,
          limit: 0,
          skip: 0,
          text: false,
          html: false,
        },
        { memberId },
      )
      .orElse(() => errAsync(notFound))
      .andThen(({ item }) => {
        if (!item) return err(notFound);
        if (item.locked === true) return err<LoadedDeck, DeckRefused>({ type: "PremiumRequired" });
        const cards = cardsOf(item["cards"]);
        return cards.length === 0
          ? err(notFound)
          : ok({ path: item.path.replace(/^\/+/, ""), title: typeof item.title === "string" ? item.title : "", cards });
      });
  }
}
