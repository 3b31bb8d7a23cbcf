// The review screen (docs/decisions/018): one card's front, "Afficher la réponse" (Space), then the four ratings,
// each with the interval it gives (domain `nextIntervals`, formatted by `formatInterval`); keys 1 to 4 rate. A card
// still in learning steps comes back later in the session; at the end, a summary. Every rating is handed to
// `onReview` (the page writes it to the outbox); the states shown are computed here with the domain's `review`.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import {
  comesBackInSession,
  sessionSummary,
  type SessionSummary,
} from "../../../application/web/learning/review-session.ts";
import {
  cardKey,
  formatInterval,
  nextIntervals,
  RATINGS,
  review,
  type CardKey,
  type CardState,
  type FlashcardRating,
} from "../../../domain/learning/flashcards.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { ContentHtml } from "./ContentHtml.tsx";
import type { DeckSpeak } from "../../../application/web/content/content-document.ts";
import { SpeakButton } from "./listening/SpeakButton.tsx";

export interface ReviewCard {
  deckPath: string;
  cardId: string;
  front: string;
  back: string | null;
  /** Shown above the card when a session mixes decks. */
  deckTitle?: string;
  /** content §9 the deck's `speak`: a speaker button reads that side (issue 27). */
  speak?: DeckSpeak | null;
}

export interface ReviewedCard {
  deckPath: string;
  cardId: string;
  rating: FlashcardRating;
  reviewedAt: Date;
}

export interface FlashcardReviewProps {
  /** The session's cards, in queue order. */
  cards: readonly ReviewCard[];
  /** The states the device knows, keyed `<deck path>#<card id>`. */
  states: ReadonlyMap<string, CardState>;
  retention: number;
  onReview: (reviewed: ReviewedCard) => void;
  /** Leaves the session (back to the deck). */
  onClose?: () => void;
  /**
   * Why an empty session is empty when the deck still has cards never seen: the day's cap of new cards (ADR 018's
   * addendum, across decks) is used up. `member`: the cap is theirs to change on the review queue's settings.
   */
  capReached?: { member: boolean };
  /** The time (stories and tests); the real clock otherwise. */
  now?: () => Date;
}

export function useRatingLabels(): Record<FlashcardRating, string> {
  const { t } = useLingui();
  // A context of their own: the quiz says "À revoir" too, for something else.
  return {
    again: t({ message: "À revoir", context: "flashcard rating" }),
    hard: t({ message: "Difficile", context: "flashcard rating" }),
    good: t({ message: "Correct", context: "flashcard rating" }),
    easy: t({ message: "Facile", context: "flashcard rating" }),
  };
}

const systemNow = () => new Date();

export function FlashcardReview({ cards, states: initial, retention, onReview, onClose, capReached, now = systemNow }: FlashcardReviewProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useRatingLabels();
  const [queue, setQueue] = useState<readonly ReviewCard[]>(cards);
  const [states, setStates] = useState<ReadonlyMap<string, CardState>>(initial);
  const [revealed, setRevealed] = useState(false);
  const [ratings, setRatings] = useState<FlashcardRating[]>([]);
  const [reviewedKeys, setReviewedKeys] = useState<ReadonlySet<CardKey>>(() => new Set());
  const reveal = useRef<HTMLButtonElement>(null);
  const ratingGroup = useRef<HTMLDivElement>(null);
  const card = queue[0];

  useEffect(() => {
    if (revealed) ratingGroup.current?.focus();
    else reveal.current?.focus();
  }, [revealed, card]);

  if (cards.length === 0) {
    return (
      <section className="review review--empty" aria-label={t`Révision`}>
        {capReached ? (
          <p className="review__empty">
            <Trans>
              Vous avez atteint la limite de nouvelles cartes du jour, tous paquets confondus : revenez demain pour
              découvrir la suite de ce paquet.
            </Trans>{" "}
            {capReached.member ? (
              <Link to="/revisions/cartes-a-reviser">
                <Trans>Changer le nombre de nouvelles cartes par jour</Trans>
              </Link>
            ) : null}
          </p>
        ) : (
          <p className="review__empty">
            <Trans>Rien à réviser pour l'instant : revenez plus tard, ou découvrez un nouveau paquet de cartes.</Trans>
          </p>
        )}
        {onClose ? (
          <button type="button" className="button button--ghost" onClick={onClose}>
            <Trans>Retour au paquet</Trans>
          </button>
        ) : null}
      </section>
    );
  }

  if (!card) {
    return <ReviewSummary summary={sessionSummary(ratings, states, reviewedKeys)} now={now()} onClose={onClose} />;
  }

  const key = cardKey(card.deckPath, card.cardId);
  const state = states.get(key) ?? null;
  const intervals = nextIntervals(state, now(), retention);

  const rate = (rating: FlashcardRating) => {
    const at = now();
    const next = review(state, rating, at, retention);
    onReview({ deckPath: card.deckPath, cardId: card.cardId, rating, reviewedAt: at });
    setStates(new Map(states).set(key, next));
    setRatings([...ratings, rating]);
    setReviewedKeys(new Set(reviewedKeys).add(key));
    setQueue(comesBackInSession(next, at) ? [...queue.slice(1), card] : queue.slice(1));
    setRevealed(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (!revealed && (event.key === " " || event.key === "Enter")) {
      event.preventDefault();
      setRevealed(true);
      return;
    }
    const index = ["1", "2", "3", "4"].indexOf(event.key);
    const rating = RATINGS[index];
    if (revealed && rating) {
      event.preventDefault();
      rate(rating);
    }
  };
  const left = queue.length;

  return (
    <section className="review" aria-label={t`Révision`} onKeyDown={onKeyDown}>
      <p className="review__position" aria-live="polite">
        <Plural value={left} one="# carte restante" other="# cartes restantes" />
        {card.deckTitle ? <span className="review__deck"> — {card.deckTitle}</span> : null}
      </p>
      <div className="review__card">
        <div className="review__face">
          <ContentHtml html={card.front} />
          {card.speak?.side === "front" ? <SpeakButton lang={card.speak.lang} html={card.front} /> : null}
        </div>
        {revealed ? (
          <div className="review__face review__face--back">
            {card.back === null ? null : <ContentHtml html={card.back} />}
            {card.speak?.side === "back" && card.back !== null ? <SpeakButton lang={card.speak.lang} html={card.back} /> : null}
          </div>
        ) : null}
      </div>
      {revealed ? (
        <div className="review__ratings" role="group" aria-label={t`Comment vous en êtes-vous souvenu ?`} tabIndex={-1} ref={ratingGroup}>
          {RATINGS.map((rating, index) => (
            <button
              key={rating}
              type="button"
              className={`button review__rate review__rate--${rating}`}
              onClick={() => rate(rating)}
              aria-keyshortcuts={String(index + 1)}
            >
              <span className="review__rate-label">{labels[rating]}</span>
              <span className="review__rate-interval">{formatInterval(intervals[rating], locale)}</span>
            </button>
          ))}
        </div>
      ) : (
        <div className="review__ratings">
          <button ref={reveal} type="button" className="button button--primary review__reveal" onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
            <Trans>Afficher la réponse</Trans>
          </button>
        </div>
      )}
      <p className="review__hint">
        {revealed ? (
          <Trans>Touches 1 à 4 : À revoir, Difficile, Correct, Facile.</Trans>
        ) : (
          <Trans>Espace : afficher la réponse.</Trans>
        )}
      </p>
      {onClose ? (
        <p className="review__leave">
          <button type="button" className="button button--ghost" onClick={onClose}>
            <Trans>Terminer la séance</Trans>
          </button>
        </p>
      ) : null}
    </section>
  );
}

function ReviewSummary({ summary, now, onClose }: { summary: SessionSummary; now: Date; onClose: (() => void) | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useRatingLabels();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const count = summary.reviewed;
  const answers = summary.answers;
  const next = summary.nextDue === null ? null : formatInterval(Date.parse(summary.nextDue) - now.getTime(), locale);
  return (
    <section className="review review--summary" aria-label={t`Bilan de la séance`}>
      <h2 className="review__title" tabIndex={-1} ref={heading}>
        <Trans>Séance terminée</Trans>
      </h2>
      <p className="review__total">
        <Plural value={count} one="# carte révisée" other="# cartes révisées" />
        {answers > count ? (
          <>
            {" "}
            {count === 1 ? (
              <Trans>({answers} réponses : la carte est revenue pendant la séance)</Trans>
            ) : (
              <Trans>({answers} réponses, certaines cartes revenues pendant la séance)</Trans>
            )}
          </>
        ) : null}
      </p>
      <ul className="review__split">
        {RATINGS.map((rating) => (
          <li key={rating} className={`review__split-item review__split-item--${rating}`}>
            <span>{labels[rating]}</span> <strong>{summary.byRating[rating]}</strong>
          </li>
        ))}
      </ul>
      {next === null ? null : (
        <p className="review__next">
          <Plural
            value={count}
            one={`Prochaine révision de cette carte : dans ${next}.`}
            other={`Prochaine révision de ces cartes : dans ${next}.`}
          />
        </p>
      )}
      {onClose ? (
        <button type="button" className="button button--primary" onClick={onClose}>
          <Trans>Retour au paquet</Trans>
        </button>
      ) : null}
    </section>
  );
}
