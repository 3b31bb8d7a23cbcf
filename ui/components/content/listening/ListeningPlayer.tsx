// An audio block's player (issue 27, content/README.md §9): the browser reads the text aloud in the block's language,
// sentence by sentence; play, pause, a slower pace, the current sentence again. Its transcript stays in the page's
// HTML (on request, shown or hidden, as the block says); this player only reads.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState } from "react";
import { splitSentences, type ListeningLang } from "../../../../domain/learning/dictation.ts";
import { NoVoice } from "./NoVoice.tsx";
import { useReadAloud } from "./use-read-aloud.ts";
import "../../../styles/listening.css";

export interface ListeningPlayerProps {
  lang: ListeningLang;
  text: string;
}

type Phase = "ready" | "playing" | "paused" | "ended";
const SLOW = 0.7;

export function ListeningPlayer({ lang, text }: ListeningPlayerProps) {
  const { t } = useLingui();
  const { voice, load } = useReadAloud(lang);
  const sentences = useMemo(() => splitSentences(text), [text]);
  const [phase, setPhase] = useState<Phase>("ready");
  const [current, setCurrent] = useState(0);
  const [slow, setSlow] = useState(false);
  const [failed, setFailed] = useState(false);
  // Each reading has a number: what an older one reports after it was stopped is ignored.
  const run = useRef(0);

  const read = async (from: number, only: boolean, rate: number) => {
    const reader = await load();
    reader.stop();
    const id = ++run.current;
    setPhase("playing");
    setFailed(false);
    const outcome = await reader.readFrom(only ? [sentences[from]!] : sentences, only ? 0 : from, {
      lang,
      rate,
      onSentence: (index) => {
        if (id === run.current) setCurrent(only ? from : index);
      },
    });
    if (id !== run.current) return;
    if (outcome === "failed") setFailed(true);
    setPhase(outcome === "ended" && !only ? "ended" : "ready");
  };
  const rate = slow ? SLOW : 1;
  const play = () => void read(phase === "ended" ? 0 : current, false, rate);
  const pause = () => {
    void load().then((reader) => reader.pause());
    setPhase("paused");
  };
  const resume = () => {
    void load().then((reader) => reader.resume());
    setPhase("playing");
  };
  const toggleSlow = () => {
    const next = !slow;
    setSlow(next);
    // A change of pace while reading starts the current sentence again at the new pace.
    if (phase === "playing" || phase === "paused") void read(current, false, next ? SLOW : 1);
  };
  const repeat = () => void read(current, true, rate);

  if (voice === "missing") return <NoVoice lang={lang} />;
  const disabled = voice !== "available";
  const total = sentences.length;
  const number = current + 1;
  return (
    <div className="listening-player" role="group" aria-label={t`Lecteur audio`}>
      <div className="listening-player__controls">
        {phase === "playing" ? (
          <button type="button" className="button button--primary" onClick={pause}>
            <Trans>Pause</Trans>
          </button>
        ) : phase === "paused" ? (
          <button type="button" className="button button--primary" onClick={resume}>
            <Trans>Reprendre</Trans>
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={play} disabled={disabled}>
            {phase === "ended" ? <Trans>Réécouter</Trans> : <Trans>Écouter</Trans>}
          </button>
        )}
        <button type="button" className="button button--secondary" aria-pressed={slow} onClick={toggleSlow} disabled={disabled}>
          <Trans>Plus lent</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={repeat} disabled={disabled || total === 0}>
          <Trans>Répéter la phrase</Trans>
        </button>
      </div>
      <p className="listening-player__status" aria-live="polite">
        {voice === "checking" ? (
          <Trans>Recherche d'une voix sur cet appareil…</Trans>
        ) : failed ? (
          <Trans>La lecture a échoué : réessayez.</Trans>
        ) : phase === "ended" ? (
          <Trans>Lecture terminée.</Trans>
        ) : phase === "paused" ? (
          <Trans>
            En pause : phrase {number} sur {total}.
          </Trans>
        ) : phase === "playing" ? (
          <Trans>
            Lecture : phrase {number} sur {total}.
          </Trans>
        ) : (
          <Trans>
            Phrase {number} sur {total}.
          </Trans>
        )}
      </p>
    </div>
  );
}
