// Learning rules: spaced-repetition flashcards scheduled by FSRS (ts-fsrs), the desired-retention rule, the daily
// queue across the decks a member studies and a deck's counts (docs/decisions/018-flashcards-fsrs.md).
// Pure functions: the card state, the rating and the time come in as arguments; ts-fsrs runs without fuzz, so the
// same review always gives the same schedule. A card's state is keyed `<document path>#<card id>` (content/README.md:
// card ids are stable within their deck) and stored as plain JSON (dates as ISO strings).
import { err, ok, type Result } from "neverthrow";
import { createEmptyCard, fsrs, Rating, State, type Card, type FSRS, type Grade } from "ts-fsrs";
import { SERVICE_TIME_ZONE } from "../time/service-time-zone.ts";
import { zonedMidnight, zoneOffset } from "../time/zoned-time.ts";

/** The four answers of the review screen. */
export const RATINGS = ["again", "hard", "good", "easy"] as const;
export type FlashcardRating = (typeof RATINGS)[number];

/** Where a card is in its learning: never reviewed, in (re)learning steps (minutes apart), or in review (days). */
export type CardPhase = "new" | "learning" | "review" | "relearning";

/** A card's scheduling state as stored: plain JSON, dates as ISO strings. */
export interface CardState {
  phase: CardPhase;
  /** When the card is next due (ISO). */
  due: string;
  /** FSRS memory state. */
  stability: number;
  difficulty: number;
  /** Days between the last review and `due` (0 while in learning steps). */
  scheduledDays: number;
  /** The (re)learning step the card is at. */
  learningSteps: number;
  reps: number;
  lapses: number;
  /** The last review (ISO); null before the first. */
  lastReview: string | null;
  /** The first review (ISO), the day the card was introduced (for the daily cap of new cards); null before. */
  introducedAt: string | null;
}

/** `<document path>#<card id>`: the key of a card's state. */
export type CardKey = `${string}#${string}`;

export function cardKey(documentPath: string, cardId: string): CardKey {
  return `${documentPath}#${cardId}`;
}

export const DEFAULT_RETENTION = 0.9;
export const MIN_RETENTION = 0.8;
export const MAX_RETENTION = 0.97;
export const DEFAULT_NEW_CARDS_PER_DAY = 20;
export const MIN_NEW_CARDS_PER_DAY = 0;
export const MAX_NEW_CARDS_PER_DAY = 100;

export type RetentionError = { type: "RetentionOutOfRange"; min: number; max: number };
export type NewCardsPerDayError = { type: "NewCardsPerDayOutOfRange"; min: number; max: number };

/**
 * The daily cap of new cards a member may set, across every deck they study: a whole number from 0 (reviews only)
 * to 100 included; null (not set) gives the default 20. Anything else is refused, never clamped or rounded.
 */
export function newCardsPerDay(value: number | null): Result<number, NewCardsPerDayError> {
  if (value === null) return ok(DEFAULT_NEW_CARDS_PER_DAY);
  if (!Number.isInteger(value) || value < MIN_NEW_CARDS_PER_DAY || value > MAX_NEW_CARDS_PER_DAY) {
    return err({ type: "NewCardsPerDayOutOfRange", min: MIN_NEW_CARDS_PER_DAY, max: MAX_NEW_CARDS_PER_DAY });
  }
  return ok(value);
}

/**
 * The desired retention (the probability of recalling a card when it is due) a member may set: between 0.80 and 0.97
 * included; null (not set) gives the default 0.90. Anything else is refused, never clamped: a setting is what the
 * member chose or an error to show.
 */
export function desiredRetention(value: number | null): Result<number, RetentionError> {
  if (value === null) return ok(DEFAULT_RETENTION);
  if (!Number.isFinite(value) || value < MIN_RETENTION || value > MAX_RETENTION) {
    return err({ type: "RetentionOutOfRange", min: MIN_RETENTION, max: MAX_RETENTION });
  }
  return ok(value);
}

const GRADES: Record<FlashcardRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const PHASES: Record<State, CardPhase> = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning",
};

const STATES: Record<CardPhase, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

/**
 * FSRS's 21 parameters fitted to one member's reviews (domain/learning/memory-fit.ts); null or absent: ts-fsrs's
 * defaults.
 */
export type MemoryParameters = readonly number[] | null;

/**
 * ts-fsrs's defaults (learning steps 1 min and 10 min, relearning 10 min) with the retention and no fuzz, and the
 * member's own parameters when they have been fitted.
 */
function scheduler(retention: number, parameters: MemoryParameters = null): FSRS {
  return fsrs({ request_retention: retention, enable_fuzz: false, ...(parameters ? { w: [...parameters] } : {}) });
}

/** The state of a card never reviewed, due at `now`. */
export function newCardState(now: Date): CardState {
  return fromCard(createEmptyCard(now), null);
}

function toCard(state: CardState): Card {
  const card: Card = {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: STATES[state.phase],
  };
  if (state.lastReview !== null) card.last_review = new Date(state.lastReview);
  return card;
}

function fromCard(card: Card, introducedAt: string | null): CardState {
  return {
    phase: PHASES[card.state],
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review?.toISOString() ?? null,
    introducedAt,
  };
}

/** The card's state after the member rated it at `now` (null state: the card was never reviewed). */
export function review(
  state: CardState | null,
  rating: FlashcardRating,
  now: Date,
  retention: number = DEFAULT_RETENTION,
  parameters: MemoryParameters = null,
): CardState {
  const current = state ?? newCardState(now);
  const next = scheduler(retention, parameters).next(toCard(current), now, GRADES[rating]);
  return fromCard(next.card, current.introducedAt ?? now.toISOString());
}

/**
 * For each rating, how long (milliseconds) until the card comes back if the member chooses it at `now`: the review
 * screen's buttons show it formatted ("10 min", "3 j").
 */
export function nextIntervals(
  state: CardState | null,
  now: Date,
  retention: number = DEFAULT_RETENTION,
  parameters: MemoryParameters = null,
): Record<FlashcardRating, number> {
  const preview = scheduler(retention, parameters).repeat(toCard(state ?? newCardState(now)), now);
  const after = (rating: FlashcardRating) => preview[GRADES[rating]].card.due.getTime() - now.getTime();
  return { again: after("again"), hard: after("hard"), good: after("good"), easy: after("easy") };
}

/** A deck as the queue sees it: its document path and its cards' ids in document order. */
export interface Deck {
  path: string;
  cardIds: readonly string[];
}

/** The member's day (in their time zone, computed by the caller): from `start` included to `end` excluded. */
export interface StudyDay {
  start: Date;
  end: Date;
}

/**
 * Whether a reviewed card is to be studied at `now`: a card in review is due on the day its due date falls (or
 * before), so the day's count does not grow by the hour; a card in (re)learning steps only once its step has passed.
 */
export function isDue(state: CardState, now: Date, day: StudyDay): boolean {
  const due = Date.parse(state.due);
  return state.phase === "review" ? due < day.end.getTime() : due <= now.getTime();
}

function within(time: number, day: StudyDay): boolean {
  return time >= day.start.getTime() && time < day.end.getTime();
}

/** Whether the card was first reviewed (started as a new card) during `day`. */
export function startedOn(state: CardState, day: StudyDay): boolean {
  return state.introducedAt !== null && within(Date.parse(state.introducedAt), day);
}

/**
 * How many new cards the member may still start today: the daily cap less the cards first reviewed today, whatever
 * their deck (the cap is the member's, across every deck they study, not each deck's), never below zero. `states`
 * are the member's (or the visitor's) card states in every deck, as known to the caller.
 */
export function newCardsLeft(
  states: Iterable<CardState>,
  day: StudyDay,
  newPerDay: number = DEFAULT_NEW_CARDS_PER_DAY,
): number {
  let started = 0;
  for (const state of states) if (startedOn(state, day)) started += 1;
  return Math.max(0, newPerDay - started);
}

export interface QueuedCard {
  key: CardKey;
  documentPath: string;
  cardId: string;
  /** Due cards come first, then new ones. */
  kind: "due" | "new";
}

export interface QueueOptions {
  now: Date;
  day: StudyDay;
  /** New cards a member may start per day across every deck, counting those already started today. */
  newPerDay?: number;
}

/**
 * The member's queue across the decks given (all they study, or the one deck of a deck page): the due cards first,
 * the most overdue first (ties in deck order), then new cards in deck order, as many as `newCardsLeft` leaves.
 * `states` are the member's states in every deck (cards started today in a deck not given still count against the
 * cap); states of cards no longer in their deck are not queued.
 */
export function dailyQueue(
  decks: readonly Deck[],
  states: ReadonlyMap<string, CardState>,
  { now, day, newPerDay = DEFAULT_NEW_CARDS_PER_DAY }: QueueOptions,
): QueuedCard[] {
  const due: { card: QueuedCard; at: number }[] = [];
  const fresh: QueuedCard[] = [];
  for (const deck of decks) {
    for (const cardId of deck.cardIds) {
      const key = cardKey(deck.path, cardId);
      const state = states.get(key);
      const card = { key, documentPath: deck.path, cardId };
      if (state === undefined || state.phase === "new") {
        fresh.push({ ...card, kind: "new" });
        continue;
      }
      if (isDue(state, now, day)) due.push({ card: { ...card, kind: "due" }, at: Date.parse(state.due) });
    }
  }
  // Array.prototype.sort is stable: equal due dates keep deck order.
  due.sort((a, b) => a.at - b.at);
  return [...due.map(({ card }) => card), ...fresh.slice(0, newCardsLeft(states.values(), day, newPerDay))];
}

export interface DeckCounts {
  /** Cards never reviewed that may still be started today: at most what the daily cap leaves (`newCardsLeft`). */
  new: number;
  /** Cards in (re)learning steps, due or not. */
  learning: number;
  /** Cards in review due by the end of the day. */
  due: number;
}

/**
 * A deck's counts at `now`. `states` are the member's states in every deck: the new cards shown are those the daily
 * cap still lets them start today, across decks (the queue would offer no more).
 */
export function deckCounts(
  deck: Deck,
  states: ReadonlyMap<string, CardState>,
  now: Date,
  day: StudyDay,
  newPerDay: number = DEFAULT_NEW_CARDS_PER_DAY,
): DeckCounts {
  const counts: DeckCounts = { new: 0, learning: 0, due: 0 };
  for (const cardId of deck.cardIds) {
    const state = states.get(cardKey(deck.path, cardId));
    if (state === undefined || state.phase === "new") counts.new += 1;
    else if (state.phase !== "review") counts.learning += 1;
    else if (isDue(state, now, day)) counts.due += 1;
  }
  return { ...counts, new: Math.min(counts.new, newCardsLeft(states.values(), day, newPerDay)) };
}

/**
 * A card id as decks write it (content/README.md: `c1`, `c2`…): a letter or digit, then letters, digits, `-` or `_`,
 * 64 characters at most. The content importer refuses a deck whose ids do not match and the API accepts exactly these,
 * so that every card of the content can be reviewed.
 */
export const CARD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isCardId(value: string): boolean {
  return CARD_ID_PATTERN.test(value);
}

/** One review of a card as logged: who made it (the client's id), the rating, when, with which desired retention. */
export interface LoggedReview {
  clientId: string;
  rating: FlashcardRating;
  /** ISO. */
  reviewedAt: string;
  retention: number;
}

/** The order reviews are applied in: by time, then by client id (two reviews of the same instant). */
export function compareReviews(a: LoggedReview, b: LoggedReview): number {
  const byTime = Date.parse(a.reviewedAt) - Date.parse(b.reviewedAt);
  if (byTime !== 0) return byTime;
  return a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0;
}

/**
 * A card's state from its log: every review applied in time order, whatever order they arrived in (an offline
 * device syncs late), so the state never depends on when a review reached the server. Null for an empty log.
 */
export function replayReviews(log: readonly LoggedReview[], parameters: MemoryParameters = null): CardState | null {
  return [...log]
    .sort(compareReviews)
    .reduce<CardState | null>(
      (state, entry) => review(state, entry.rating, new Date(entry.reviewedAt), entry.retention, parameters),
      null,
    );
}

/** The member's day containing `now`, from midnight to midnight in their time zone (an IANA name). */
export function studyDay(now: Date, timeZone: string = SERVICE_TIME_ZONE): StudyDay {
  const local = new Date(now.getTime() + zoneOffset(now.getTime(), timeZone));
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  return {
    start: zonedMidnight(year, month, day, timeZone),
    end: zonedMidnight(year, month, day + 1, timeZone),
  };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const UNITS = {
  fr: { minute: "min", hour: "h", day: "j", month: "mois", year: ["an", "ans"] },
  en: { minute: "min", hour: "h", day: "d", month: "mo", year: ["y", "y"] },
} as const;

/**
 * An interval as the review buttons and the summary show it: "1 min", "10 min", "5 h", "3 j", "2 mois", "1,5 an"
 * (English "3 d", "2 mo", "1.5 y"): the largest unit that keeps it readable, rounded, at least one minute.
 */
export function formatInterval(ms: number, locale: "fr" | "en"): string {
  const units = UNITS[locale];
  const minutes = Math.max(1, Math.round(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes} ${units.minute}`;
  const hours = Math.round(ms / HOUR_MS);
  if (hours < 24) return `${hours} ${units.hour}`;
  const days = Math.round(ms / DAY_MS);
  if (days < 30) return `${days} ${units.day}`;
  const months = Math.round(days / 30);
  if (months < 12) return `${months} ${units.month}`;
  const years = Math.round((days / 365) * 10) / 10;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(years);
  return `${number} ${units.year[years < 2 ? 0 : 1]}`;
}
