// A dictée (issue 27, content/README.md §9, docs/decisions/045): the text stays hidden; when the pupil starts, the
// player asks the API for it, the browser reads it once through, then sentence by sentence at dictation pace with its
// punctuation spoken ("virgule", "point"…), then once more; the pupil types; the correction shows each mistake (word
// by word: grammar, spelling, accent, capital, punctuation) and the mark on 10 (domain/learning/dictation.ts).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import type { DictationText } from "../../../../application/contracts/listening.ts";
import { diffDictation, scoreDictation, splitSentences, type DictationOp, type ListeningLang } from "../../../../domain/learning/dictation.ts";
import { useLazyUseCase } from "../../../composition/hooks.ts";
import { NoVoice } from "./NoVoice.tsx";
import { useReadAloud } from "./use-read-aloud.ts";
import "../../../styles/listening.css";

export interface DictationPlayerProps {
  lang: ListeningLang;
  /** The dictée's document and rank (its placeholder's data-dictee-path and data-dictee-rank). */
  path: string;
  rank: number;
}

type Step = { kind: "idle" } | { kind: "first" } | { kind: "sentence"; index: number } | { kind: "reread" } | { kind: "done" };
type LoadState = { kind: "none" } | { kind: "loading" } | { kind: "failed"; premium: boolean } | { kind: "loaded"; text: DictationText };

/** A reading pace close to a teacher's first and last readings (a voice's normal pace is 1). */
const READING_RATE = 0.9;

export function DictationPlayer({ lang, path, rank }: DictationPlayerProps) {
  const { t, i18n } = useLingui();
  const { voice, load: loadReader } = useReadAloud(lang);
  const loadDictation = useLazyUseCase(() => import("../../../../application/web/listening/load-dictation.ts").then((module) => module.LoadDictation));
  const [text, setText] = useState<LoadState>({ kind: "none" });
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [speaking, setSpeaking] = useState(false);
  const [paused, setPaused] = useState(false);
  const [typed, setTyped] = useState("");
  const [corrected, setCorrected] = useState<{ ops: DictationOp[]; text: string } | null>(null);
  const run = useRef(0);
  const fieldId = useId();

  const fetchText = async (): Promise<DictationText | null> => {
    if (text.kind === "loaded") return text.text;
    setText({ kind: "loading" });
    const dictation = await loadDictation();
    const result = await dictation.execute(path, rank, i18n.locale === "en" ? "en" : "fr");
    if (result.isErr()) {
      setText({ kind: "failed", premium: result.error.type === "HttpError" && result.error.status === 403 });
      return null;
    }
    setText({ kind: "loaded", text: result.value });
    return result.value;
  };

  /** Reads what a step reads; the step stays shown when it is over. */
  const go = async (next: Step, source?: DictationText) => {
    const dictation = source ?? (text.kind === "loaded" ? text.text : null);
    if (!dictation) return;
    const reader = await loadReader();
    reader.stop();
    const id = ++run.current;
    setStep(next);
    setPaused(false);
    setSpeaking(true);
    const sentences = splitSentences(dictation.text);
    if (next.kind === "first" || next.kind === "reread") await reader.readFrom(sentences, 0, { lang, rate: READING_RATE });
    else if (next.kind === "sentence") await reader.dictate(sentences[next.index]!, lang);
    if (id === run.current) setSpeaking(false);
  };

  const start = async () => {
    const dictation = await fetchText();
    if (dictation) await go({ kind: "first" }, dictation);
  };
  const stopReading = () => {
    run.current += 1;
    setSpeaking(false);
    void loadReader().then((reader) => reader.stop());
  };
  const correct = async () => {
    stopReading();
    const dictation = await fetchText();
    if (!dictation) return;
    setStep({ kind: "done" });
    setCorrected({ ops: diffDictation(dictation.text, typed), text: dictation.text });
  };
  const togglePause = () => {
    void loadReader().then((reader) => (paused ? reader.resume() : reader.pause()));
    setPaused(!paused);
  };

  const sentences = text.kind === "loaded" ? splitSentences(text.text.text) : [];
  const total = sentences.length;
  const canSpeak = voice === "available";

  return (
    <div className="dictation-player">
      {voice === "missing" ? <NoVoice lang={lang} dictation /> : null}
      {text.kind === "failed" ? (
        <p className="listening__error" role="alert">
          {text.premium ? (
            <Trans>Cette dictée fait partie des contenus réservés aux abonnés.</Trans>
          ) : (
            <Trans>Le texte de la dictée n'a pas pu être chargé : vérifiez votre connexion, puis réessayez.</Trans>
          )}
        </p>
      ) : null}

      {corrected === null && canSpeak ? (
        <div className="listening-player__controls" role="group" aria-label={t`Lecture de la dictée`}>
          {step.kind === "idle" ? (
            <button type="button" className="button button--primary" onClick={() => void start()} disabled={text.kind === "loading"}>
              <Trans>Commencer la dictée</Trans>
            </button>
          ) : (
            <>
              {speaking ? (
                <button type="button" className="button button--secondary" aria-pressed={paused} onClick={togglePause}>
                  {paused ? <Trans>Reprendre</Trans> : <Trans>Pause</Trans>}
                </button>
              ) : null}
              {step.kind === "sentence" ? (
                <button type="button" className="button button--secondary" onClick={() => void go(step)}>
                  <Trans>Répéter la phrase</Trans>
                </button>
              ) : null}
              {step.kind === "first" ? (
                <button type="button" className="button button--primary" onClick={() => void go({ kind: "sentence", index: 0 })}>
                  <Trans>Dicter la première phrase</Trans>
                </button>
              ) : step.kind === "sentence" && step.index + 1 < total ? (
                <button type="button" className="button button--primary" onClick={() => void go({ kind: "sentence", index: step.index + 1 })}>
                  <Trans>Phrase suivante</Trans>
                </button>
              ) : step.kind === "sentence" ? (
                <button type="button" className="button button--primary" onClick={() => void go({ kind: "reread" })}>
                  <Trans>Relecture finale</Trans>
                </button>
              ) : null}
            </>
          )}
        </div>
      ) : null}

      {corrected === null ? (
        <p className="listening-player__status" aria-live="polite">
          {voice === "checking" ? (
            <Trans>Recherche d'une voix sur cet appareil…</Trans>
          ) : text.kind === "loading" ? (
            <Trans>Chargement de la dictée…</Trans>
          ) : step.kind === "first" ? (
            <Trans>Première lecture du texte en entier : écoutez sans écrire.</Trans>
          ) : step.kind === "sentence" ? (
            <Trans>
              Phrase {step.index + 1} sur {total} : écrivez-la.
            </Trans>
          ) : step.kind === "reread" ? (
            <Trans>Relecture du texte : vérifiez votre copie, puis demandez la correction.</Trans>
          ) : canSpeak ? (
            <Trans>Le texte est lu une fois en entier, puis phrase par phrase avec la ponctuation, puis relu.</Trans>
          ) : null}
        </p>
      ) : null}

      <div className="dictation-player__field">
        <label htmlFor={fieldId}>
          <Trans>Votre dictée</Trans>
        </label>
        <textarea
          id={fieldId}
          lang={lang}
          rows={8}
          value={typed}
          readOnly={corrected !== null}
          spellCheck={false}
          autoCorrect="off"
          autoCapitalize="off"
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>

      {corrected === null ? (
        <p>
          <button type="button" className="button button--primary" onClick={() => void correct()} disabled={text.kind === "loading"}>
            <Trans>Corriger ma dictée</Trans>
          </button>
        </p>
      ) : (
        <DictationCorrection ops={corrected.ops} text={corrected.text} lang={lang} onRetry={() => {
          setCorrected(null);
          setTyped("");
          setStep({ kind: "idle" });
        }} />
      )}
    </div>
  );
}

const NO_SPACE_BEFORE = /^[,.…)]$/;

const formatPoints = (value: number, locale: string) => new Intl.NumberFormat(locale === "en" ? "en-GB" : "fr-FR", { maximumFractionDigits: 2 }).format(value);

/** The correction: the mark, then the pupil's text with each mistake marked, then the dictée's text. */
export function DictationCorrection({ ops, text, lang, onRetry }: { ops: DictationOp[]; text: string; lang: string; onRetry?: () => void }) {
  const { t, i18n } = useLingui();
  const score = scoreDictation(ops);
  const mark = formatPoints(score.score, i18n.locale);
  const outOf = score.outOf;
  const grammar = score.grammarMistakes;
  const usage = score.usageMistakes;
  const punctuation = score.punctuationMistakes;
  const label = (op: DictationOp): string => {
    if (op.kind === "missing") return t`oublié`;
    if (op.kind === "extra") return t`en trop`;
    if (op.kind === "ok") return "";
    switch (op.fault) {
      case "grammar":
        return t`grammaire`;
      case "spelling":
        return t`orthographe`;
      case "accent":
        return t`accent`;
      case "case":
        return t`majuscule`;
      case "punctuation":
        return t`ponctuation`;
    }
  };
  return (
    <div className="dictation-correction">
      <p className="dictation-correction__score" role="status">
        <Trans>
          Note : {mark} / {outOf}
        </Trans>
      </p>
      <ul className="dictation-correction__counts">
        <li>
          <Plural value={grammar} one="# erreur de grammaire ou mot oublié ou en trop (−0,5)" other="# erreurs de grammaire ou mots oubliés ou en trop (−0,5 chacune)" />
        </li>
        <li>
          <Plural value={usage} one="# erreur d'usage : orthographe, accent ou majuscule (−0,25)" other="# erreurs d'usage : orthographe, accent ou majuscule (−0,25 chacune)" />
        </li>
        <li>
          <Plural value={punctuation} one="# erreur de ponctuation (montrée, non comptée)" other="# erreurs de ponctuation (montrées, non comptées)" />
        </li>
      </ul>
      <h3 className="dictation-correction__title">
        <Trans>Votre copie corrigée</Trans>
      </h3>
      <p className="dictation-correction__diff" lang={lang}>
        {ops.map((op, index) => {
          const shown = op.kind === "missing" ? op.expected : op.kind === "extra" ? op.typed : op.kind === "ok" ? op.typed : op.typed;
          const space = index > 0 && !NO_SPACE_BEFORE.test(shown) ? " " : "";
          if (op.kind === "ok") return <span key={index}>{space + op.typed}</span>;
          // A run of the same mistake (the words left out at the end of a copy) is labelled once, after its last word.
          const next = ops[index + 1];
          const same = next !== undefined && next.kind === op.kind && (next.kind !== "wrong" || (op.kind === "wrong" && next.fault === op.fault));
          const note = same ? "" : label(op);
          return (
            <span key={index} className={`dictation-mark dictation-mark--${op.kind === "wrong" ? op.fault : op.kind}`}>
              {space}
              {op.kind !== "missing" ? <del>{op.typed}</del> : null}
              {op.kind !== "extra" ? <ins>{op.expected}</ins> : null}
              {note ? <span className="dictation-mark__note"> ({note})</span> : null}
            </span>
          );
        })}
      </p>
      <h3 className="dictation-correction__title">
        <Trans>Le texte de la dictée</Trans>
      </h3>
      <blockquote className="md-quote" lang={lang}>
        {splitSentences(text).join(" ")}
      </blockquote>
      {onRetry ? (
        <p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <Trans>Recommencer la dictée</Trans>
          </button>
        </p>
      ) : null}
    </div>
  );
}
