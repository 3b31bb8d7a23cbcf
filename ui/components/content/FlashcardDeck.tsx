// Flashcard decks (content §3): one card at a time, flipped with a button (Space or Enter) or a click, the
// arrow keys move between cards. Without JavaScript each card is a disclosure whose back opens on demand.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type KeyboardEvent } from "react";
import type { Flashcard } from "../../../application/web/content/content-document.ts";
import { useHydrated } from "./hydrated.ts";
import { ContentHtml } from "./ContentHtml.tsx";

export interface FlashcardDeckProps {
  cards: readonly Flashcard[];
  /** Start as the interactive deck even before hydration (stories and tests). */
  interactive?: boolean;
}

export function FlashcardDeck({ cards, interactive }: FlashcardDeckProps) {
  const hydrated = useHydrated();
  return interactive ?? hydrated ? <InteractiveDeck cards={cards} /> : <StaticDeck cards={cards} />;
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

function InteractiveDeck({ cards }: { cards: readonly Flashcard[] }) {
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
