// Flashcard decks (content §3): one card at a time, flipped with a button (Space or Enter) or a click, the
// arrow keys move between cards. Without JavaScript each card is a disclosure whose back opens on demand.
// With a deck path, the deck also shows how many cards are new, learning and due today, and a "Réviser" mode
// (spaced repetition, docs/decisions/018): every review goes to the browser's outbox, then to the member's account.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import type { Flashcard } from "../../../application/web/content/content-document.ts";
import type { DeckProgress } from "../../../application/web/learning/load-flashcards.ts";
import { withPendingReviews } from "../../../application/web/learning/review-session.ts";
import {
  cardKey,
  dailyQueue,
  deckCounts,
  DEFAULT_NEW_CARDS_PER_DAY,
  DEFAULT_RETENTION,
  review,
  studyDay,
  type CardState,
  type DeckCounts,
} from "../../../domain/learning/flashcards.ts";
import { useHydrated } from "./hydrated.ts";
import { ContentHtml } from "./ContentHtml.tsx";
import { newClientId, useFlashcardOutbox } from "../chrome/flashcard-outbox.ts";
import { FlashcardReview, type ReviewCard, type ReviewedCard } from "./FlashcardReview.tsx";
import type { DeckSpeak } from "../../../application/web/content/content-document.ts";
import { SpeakButton } from "./listening/SpeakButton.tsx";

/** What the page knows of the viewer's study of this deck. */
export interface DeckStudy {
  /** The deck's document path (no leading slash). */
  deckPath: string;
  /** A logged-in member's counts and states from the API; null for a visitor (their states are in the browser). */
  progress: DeckProgress | null;
}

export interface FlashcardDeckProps {
  cards: readonly Flashcard[];
  /** Start as the interactive deck even before hydration (stories and tests). */
  interactive?: boolean;
  /** Spaced-repetition study of the deck (counts and the review mode). */
  study?: DeckStudy | undefined;
  /** content §9 the deck's `speak`: a speaker button on each card reads that side (issue 27). */
  speak?: DeckSpeak | null | undefined;
}

export function FlashcardDeck({ cards, interactive, study, speak = null }: FlashcardDeckProps) {
  const hydrated = useHydrated();
  const live = interactive ?? hydrated;
  if (study) return <StudiedDeck cards={cards} study={study} live={live} speak={speak} />;
  return live ? <InteractiveDeck cards={cards} speak={speak} /> : <StaticDeck cards={cards} />;
}

/** The account's states: this deck's, and those of the cards of other decks started today (the cap is across decks). */
function serverStates(study: DeckStudy): Map<string, CardState> {
  const progress = study.progress;
  if (progress === null) return new Map();
  return new Map([
    ...progress.states.map(({ cardId, state }) => [cardKey(study.deckPath, cardId), state] as const),
    ...progress.startedToday.map(({ deckPath, cardId, state }) => [cardKey(deckPath, cardId), state] as const),
  ]);
}

/** The counts, the review mode (once the page runs) and the deck itself. */
function StudiedDeck({ cards, study, live, speak }: { cards: readonly Flashcard[]; study: DeckStudy; live: boolean; speak: DeckSpeak | null }) {
  const outbox = useFlashcardOutbox();
  const retention = study.progress?.retention ?? DEFAULT_RETENTION;
  const newPerDay = study.progress?.newPerDay ?? DEFAULT_NEW_CARDS_PER_DAY;
  const [states, setStates] = useState<ReadonlyMap<string, CardState>>(() => serverStates(study));
  const [session, setSession] = useState<ReviewCard[] | null>(null);
  const deck = useMemo(() => ({ path: study.deckPath, cardIds: cards.map((card) => card.id) }), [study.deckPath, cards]);

  // The reviews of this device not yet in the account (a visitor's, or made offline) count too: a visitor's in every
  // deck (the daily cap of new cards is across decks); a member's in this deck and on the cards of other decks the
  // account knows were started today (another card's state is in the account, not here: it is left to the server).
  useEffect(() => {
    let live = true;
    void outbox.pending().then((pending) => {
      const known = serverStates(study);
      const counted =
        study.progress === null
          ? pending
          : pending.filter((item) => item.deckPath === study.deckPath || known.has(cardKey(item.deckPath, item.cardId)));
      if (live && counted.length > 0) setStates(withPendingReviews(known, counted, retention));
    });
    return () => {
      live = false;
    };
  }, [outbox, study, retention]);

  const now = new Date();
  const counts: DeckCounts = live || study.progress === null ? deckCounts(deck, states, now, studyDay(now), newPerDay) : study.progress.counts;

  // Cards of this deck never seen, yet none new today: the day's cap of new cards is used up (across decks).
  const capReached = counts.new === 0 && cards.some((card) => !states.has(cardKey(study.deckPath, card.id)));

  const start = () => {
    const at = new Date();
    const byId = new Map(cards.map((card) => [card.id, card]));
    const queue = dailyQueue([deck], states, { now: at, day: studyDay(at), newPerDay }).flatMap((entry) => {
      const card = byId.get(entry.cardId);
      return card ? [{ deckPath: study.deckPath, cardId: card.id, front: card.front, back: card.back, speak }] : [];
    });
    setSession(queue);
  };
  const onReview = (reviewed: ReviewedCard) => {
    const key = cardKey(reviewed.deckPath, reviewed.cardId);
    setStates((current) => new Map(current).set(key, review(current.get(key) ?? null, reviewed.rating, reviewed.reviewedAt, retention)));
    void outbox.record({
      clientId: newClientId(),
      deckPath: reviewed.deckPath,
      cardId: reviewed.cardId,
      rating: reviewed.rating,
      reviewedAt: reviewed.reviewedAt.toISOString(),
    });
  };

  return (
    <div className="deck-study">
      <DeckCountsLine counts={counts} />
      {session !== null ? (
        <FlashcardReview
          cards={session}
          states={states}
          retention={retention}
          onReview={onReview}
          onClose={() => setSession(null)}
          capReached={capReached ? { member: study.progress !== null } : undefined}
        />
      ) : (
        <>
          {live ? (
            <p className="deck-study__start">
              <button type="button" className="button button--primary" onClick={start}>
                <Trans>Réviser</Trans>
              </button>
            </p>
          ) : null}
          {live ? <InteractiveDeck cards={cards} speak={speak} /> : <StaticDeck cards={cards} />}
        </>
      )}
    </div>
  );
}

/** "3 nouvelles · 2 en cours · 5 à revoir". */
export function DeckCountsLine({ counts }: { counts: DeckCounts }) {
  const { t } = useLingui();
  return (
    <ul className="deck-counts" aria-label={t`Cartes de ce paquet aujourd'hui`}>
      <li className="deck-counts__item deck-counts__item--new">
        <Plural value={counts.new} one="# nouvelle" other="# nouvelles" />
      </li>
      <li className="deck-counts__item deck-counts__item--learning">
        <Plural value={counts.learning} one="# en cours d'apprentissage" other="# en cours d'apprentissage" />
      </li>
      <li className="deck-counts__item deck-counts__item--due">
        <Plural value={counts.due} one="# à revoir" other="# à revoir" />
      </li>
    </ul>
  );
}

/** Every card as a disclosure: the front as its summary, the back inside. */
export function StaticDeck({ cards }: { cards: readonly Flashcard[] }) {
  return (
    <ol className="deck deck--static">
      {cards.map((card) => (
        <li key={card.id}>
          {card.back === null ? (
            <ContentHtml className="deck__item" html={card.front} />
          ) : (
            <details className="deck__item">
              <summary>
                <ContentHtml inline html={card.front} />
              </summary>
              <ContentHtml className="deck__back" html={card.back} />
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}

function InteractiveDeck({ cards, speak }: { cards: readonly Flashcard[]; speak: DeckSpeak | null }) {
  const { t } = useLingui();
  const hintId = useId();
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const card = cards[index];
  if (!card) return null;
  const total = cards.length;
  const position = index + 1;

  const flip = () => {
    if (card.back === null) return;
    setFlipped((value) => !value);
    setSeen((current) => new Set(current).add(card.id));
  };
  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    setIndex(next);
    setFlipped(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - 1);
    }
  };
  const seenCount = seen.size;

  return (
    <section className="deck" aria-label={t`Cartes mémoire`} onKeyDown={onKeyDown}>
      <p className="deck__position" aria-live="polite">
        <Trans>
          Carte {position} sur {total}
        </Trans>
        {flipped ? <span className="deck__side"> — {t`verso`}</span> : <span className="deck__side"> — {t`recto`}</span>}
      </p>
      <div className={`flashcard${flipped ? " is-flipped" : ""}`} onClick={flip}>
        <div className="flashcard__inner">
          <div className="flashcard__face flashcard__front" aria-hidden={flipped}>
            <ContentHtml html={card.front} />
          </div>
          <div className="flashcard__face flashcard__back" aria-hidden={!flipped}>
            {card.back === null ? null : <ContentHtml html={card.back} />}
          </div>
        </div>
      </div>
      {speak !== null && (speak.side === "front" || (flipped && card.back !== null)) ? (
        <p className="deck__speak">
          <SpeakButton key={`${card.id}:${speak.side}`} lang={speak.lang} html={speak.side === "front" ? card.front : (card.back ?? "")} />
        </p>
      ) : null}
      <div className="deck__controls">
        <button type="button" className="button button--ghost" onClick={() => go(index - 1)} disabled={index === 0}>
          <Trans>Carte précédente</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={flip} aria-pressed={flipped} aria-describedby={hintId} disabled={card.back === null}>
          <Trans>Retourner la carte</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={() => go(index + 1)} disabled={index === total - 1}>
          <Trans>Carte suivante</Trans>
        </button>
      </div>
      <p className="deck__hint" id={hintId}>
        <Trans>Espace ou Entrée retourne la carte ; les flèches gauche et droite changent de carte.</Trans>
      </p>
      <p className="deck__progress">
        <Trans>
          Cartes retournées : {seenCount} sur {total}
        </Trans>
      </p>
    </section>
  );
}
