// /revisions/cartes-a-reviser: "À réviser aujourd'hui : 23 cartes" across the decks the member studies, each deck's
// counts, one review session for all of them, and the settings: desired retention and new cards a day across decks
// (docs/decisions/018).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { routeForDocumentPath, siteHtml } from "../../../application/web/content/content-paths.ts";
import type { ReviewQueue as Queue } from "../../../application/web/learning/load-flashcards.ts";
import { settingsChange, type FlashcardSetting } from "../../../application/web/learning/flashcard-settings.ts";
import type { BankProgress } from "../../../application/contracts/learning-progress.ts";
import type { MemoryView } from "../../../application/web/learning/memory-model.ts";
import { withPendingReviews } from "../../../application/web/learning/review-session.ts";
import {
  cardKey,
  MAX_NEW_CARDS_PER_DAY,
  MAX_RETENTION,
  MIN_NEW_CARDS_PER_DAY,
  MIN_RETENTION,
  review,
  type CardState,
} from "../../../domain/learning/flashcards.ts";
import { AccountForm, TextField } from "../account/form-kit.tsx";
import { DeckCountsLine } from "../content/FlashcardDeck.tsx";
import { FlashcardReview, type ReviewCard, type ReviewedCard } from "../content/FlashcardReview.tsx";
import { newClientId, useFlashcardOutbox } from "../chrome/flashcard-outbox.ts";
import { ExercisesToRedo } from "./ExercisesToRedo.tsx";
import { MemoryModel } from "./MemoryModel.tsx";
import "../../styles/account.css";

export interface ReviewQueueProps {
  queue: Queue;
  /** The answer of a settings form, once sent (`setting` names the form). */
  settingSaved: SettingSaved | null;
  /** The member's memory model (issue 30); null: not shown. */
  memory?: MemoryView | null;
  /** The exercise banks with exercises marked « À revoir » (issue 27). */
  exercisesToRedo?: readonly BankProgress[];
}

type SettingSaved = { setting: FlashcardSetting; ok: boolean; error: string | null };

function serverStates(queue: Queue): Map<string, CardState> {
  return new Map(
    queue.cards.flatMap((card) => (card.state ? [[cardKey(card.deckPath, card.cardId), card.state] as const] : [])),
  );
}

export function ReviewQueue({ queue, settingSaved, memory = null, exercisesToRedo = [] }: ReviewQueueProps) {
  const outbox = useFlashcardOutbox();
  const [states, setStates] = useState<ReadonlyMap<string, CardState>>(() => serverStates(queue));
  const [reviewing, setReviewing] = useState(false);
  const cards: ReviewCard[] = useMemo(
    () =>
      queue.cards.map((card) => ({
        deckPath: card.deckPath,
        cardId: card.cardId,
        front: siteHtml(card.front),
        back: card.back === null ? null : siteHtml(card.back),
        deckTitle: card.deckTitle,
      })),
    [queue],
  );

  useEffect(() => {
    let live = true;
    void outbox.pending().then((pending) => {
      if (live && pending.length > 0) setStates(withPendingReviews(serverStates(queue), pending, queue.retention));
    });
    return () => {
      live = false;
    };
  }, [outbox, queue]);

  const onReview = (reviewed: ReviewedCard) => {
    const key = cardKey(reviewed.deckPath, reviewed.cardId);
    setStates((current) =>
      new Map(current).set(
        key,
        review(current.get(key) ?? null, reviewed.rating, reviewed.reviewedAt, queue.retention),
      ),
    );
    void outbox.record({
      clientId: newClientId(),
      deckPath: reviewed.deckPath,
      cardId: reviewed.cardId,
      rating: reviewed.rating,
      reviewedAt: reviewed.reviewedAt.toISOString(),
    });
  };

  const total = queue.total;
  return (
    <div className="member-page review-queue">
      <header className="member-page__header">
        <h1 className="member-page__title">
          <Plural value={total} one="À réviser aujourd'hui : # carte" other="À réviser aujourd'hui : # cartes" />
        </h1>
        {total > 0 ? (
          <p className="member-page__lead">
            <Plural value={queue.dueCount} one="# carte à revoir" other="# cartes à revoir" />
            {" · "}
            <Plural value={queue.newCount} one="# nouvelle carte" other="# nouvelles cartes" />
          </p>
        ) : null}
      </header>

      {reviewing ? (
        <FlashcardReview
          cards={cards}
          states={states}
          retention={queue.retention}
          onReview={onReview}
          onClose={() => setReviewing(false)}
        />
      ) : (
        <>
          {total > 0 ? (
            <p>
              <button type="button" className="button button--primary" onClick={() => setReviewing(true)}>
                <Trans>Commencer la révision</Trans>
              </button>
            </p>
          ) : (
            <p className="account-empty">
              {queue.decks.length === 0 ? (
                <Trans>
                  Vous n'étudiez encore aucun paquet de cartes. Ouvrez un paquet dans vos révisions et cliquez sur «
                  Réviser » : il apparaîtra ici.
                </Trans>
              ) : (
                <Trans>Tout est à jour pour aujourd'hui. Revenez demain !</Trans>
              )}{" "}
              <Link to="/revisions">
                <Trans>Voir les révisions</Trans>
              </Link>
            </p>
          )}
          {queue.decks.length > 0 ? (
            <section className="member-page__section" aria-labelledby="decks-title">
              <h2 id="decks-title">
                <Trans>Mes paquets de cartes</Trans>
              </h2>
              <ul className="review-queue__decks">
                {queue.decks.map((deck) => (
                  <li key={deck.path} className="review-queue__deck">
                    <Link to={routeForDocumentPath(deck.path)}>{deck.title}</Link>
                    <DeckCountsLine counts={deck.counts} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ExercisesToRedo banks={exercisesToRedo} />
          <RetentionForm
            retention={queue.retention}
            saved={settingSaved?.setting === "retention" ? settingSaved : null}
          />
          <NewCardsForm
            newPerDay={queue.newPerDay}
            saved={settingSaved?.setting === "newCardsPerDay" ? settingSaved : null}
          />
          {memory === null ? null : <MemoryModel memory={memory} />}
        </>
      )}
    </div>
  );
}

function RetentionForm({ retention, saved }: { retention: number; saved: SettingSaved | null }) {
  const { t } = useLingui();
  const min = Math.round(MIN_RETENTION * 100);
  const max = Math.round(MAX_RETENTION * 100);
  return (
    <SettingForm
      setting="retention"
      title={<Trans>Réglage de la mémorisation</Trans>}
      label={t`Taux de mémorisation visé (%)`}
      hint={
        <Trans>
          Entre {min} et {max} %. Plus il est élevé, plus les cartes reviennent souvent ; 90 % convient à la plupart des
          révisions.
        </Trans>
      }
      min={min}
      max={max}
      value={Math.round(retention * 100)}
      refusal={t`Choisissez une valeur entre ${min} et ${max} %.`}
      saved={saved}
    />
  );
}

/** The daily cap of new cards, the member's across every deck: a whole number from 0 (reviews only) to 100. */
function NewCardsForm({ newPerDay, saved }: { newPerDay: number; saved: SettingSaved | null }) {
  const { t } = useLingui();
  const min = MIN_NEW_CARDS_PER_DAY;
  const max = MAX_NEW_CARDS_PER_DAY;
  return (
    <SettingForm
      setting="newCardsPerDay"
      title={<Trans>Nouvelles cartes par jour</Trans>}
      label={t`Nouvelles cartes par jour, tous paquets confondus`}
      hint={
        <Trans>
          Un nombre entier de {min} à {max}. Les cartes déjà commencées aujourd'hui comptent, quel que soit le paquet ;
          0 pour ne faire que les révisions.
        </Trans>
      }
      min={min}
      max={max}
      value={newPerDay}
      refusal={t`Choisissez un nombre entier de ${min} à ${max}.`}
      saved={saved}
    />
  );
}

/**
 * One setting's form, built as the account forms are (form-kit): no browser validation (its bubble speaks the
 * browser's language, not the page's), the domain's check before the form leaves, and the refusal under the field,
 * tied to it (aria-describedby, aria-invalid) and focused; without JavaScript the action checks and answers the same.
 */
function SettingForm({
  setting,
  title,
  label,
  hint,
  min,
  max,
  value,
  refusal,
  saved,
}: {
  setting: FlashcardSetting;
  title: ReactNode;
  label: string;
  hint: ReactNode;
  min: number;
  max: number;
  value: number;
  /** The message of a value out of range. */
  refusal: string;
  saved: SettingSaved | null;
}) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Refused before leaving (until the member types again).
  const [refused, setRefused] = useState(false);
  // The server's answer the member has typed over since (its message is hidden).
  const [typedOver, setTypedOver] = useState<SettingSaved | null>(null);
  const serverRefused = saved?.ok === false && saved.error !== "Unavailable" && typedOver !== saved;
  const unavailable = saved?.ok === false && saved.error === "Unavailable";

  useEffect(() => {
    if (saved?.ok === false && saved.error !== "Unavailable") input.current?.focus();
  }, [saved]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const typed = String(new FormData(event.currentTarget).get(setting) ?? "");
    if (settingsChange(setting, typed).isErr()) {
      event.preventDefault();
      setRefused(true);
      input.current?.focus();
      return;
    }
    setRefused(false);
  };
  return (
    <section className="member-page__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <AccountForm className="review-queue__setting" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
        <TextField
          ref={input}
          id={`${id}-input`}
          name={setting}
          label={label}
          hint={hint}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          defaultValue={value}
          errorMessage={refused || serverRefused ? refusal : undefined}
          onInput={() => {
            setRefused(false);
            setTypedOver(saved);
          }}
        />
        <button type="submit" className="button button--ghost">
          <Trans>Enregistrer</Trans>
        </button>
      </AccountForm>
      {saved?.ok === true ? (
        <p role="status" className="review-queue__saved">
          <Trans>Réglage enregistré.</Trans>
        </p>
      ) : null}
      {unavailable ? (
        <p role="alert" className="review-queue__error">
          {t`Le réglage n'a pas pu être enregistré. Réessayez dans quelques instants.`}
        </p>
      ) : null}
    </section>
  );
}
