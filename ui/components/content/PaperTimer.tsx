// The timed mode of a practice paper (issue 12 "Practice papers"): a countdown from the official duration,
// pause and resume, the end announced. The rules (time left, pause, milestones) are domain/learning/exam-timer.ts;
// this keeps the state in sessionStorage, so a reload finds the countdown where it was. Screen readers hear the
// time left only at milestones (aria-live), never every second. Without JavaScript there is no timer: the
// paper and its corrections (closed <details>) still work.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import {
  countdownParts,
  crossedMilestone,
  endExamTimer,
  isTimeUp,
  pauseExamTimer,
  readExamTimer,
  remainingMs,
  resumeExamTimer,
  spentOnPaperMs,
  startExamTimer,
  type ExamTimer,
} from "../../../domain/learning/exam-timer.ts";
import { useHydrated } from "./hydrated.ts";

/** What the page around the timer needs to know: corrections stay locked while the paper is timed. */
export type PaperTimerPhase = "idle" | "running" | "paused" | "finished";

export interface PaperTimerProps {
  /** The paper's document path: the key of its stored timer. */
  storageKey: string;
  durationMinutes: number;
  onPhaseChange?: (phase: PaperTimerPhase) => void;
  /** The clock (tests and stories); Date.now by default. */
  now?: () => number;
}

const STORAGE_PREFIX = "revizo:paper-timer:";

/** sessionStorage as an external store: the stored text of a paper's timer, and who to tell when it changes. */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function readStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

function parseStored(raw: string | null): ExamTimer | null {
  if (raw === null) return null;
  try {
    return readExamTimer(JSON.parse(raw));
  } catch {
    return null;
  }
}

function store(key: string, timer: ExamTimer | null): void {
  try {
    if (timer === null) window.sessionStorage.removeItem(STORAGE_PREFIX + key);
    else window.sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(timer));
  } catch {
    // Storage refused (private mode, quota): the timer still runs for this page.
  }
  listeners.forEach((listener) => listener());
}

const phaseOf = (timer: ExamTimer | null, now: number): PaperTimerPhase =>
  timer === null ? "idle" : isTimeUp(timer, now) ? "finished" : timer.runningSince === null ? "paused" : "running";

const pad = (value: number) => String(value).padStart(2, "0");

export function PaperTimer({ storageKey, durationMinutes, onPhaseChange, now = Date.now }: PaperTimerProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  // The stored timer (none on the server and during hydration): a reload finds it where it was.
  const raw = useSyncExternalStore(
    subscribe,
    () => readStored(storageKey),
    () => null,
  );
  const timer = useMemo(() => parseStored(raw), [raw]);
  const [clock, setClock] = useState(() => now());
  /** The last milestone crossed, in minutes left (0: time is up), for screen readers. */
  const [announced, setAnnounced] = useState<number | null>(null);
  /** "Terminer l'épreuve" asks once before the corrections open (issue 32). */
  const [confirming, setConfirming] = useState(false);
  const lastTick = useRef(0);

  const phase = phaseOf(timer, clock);
  useEffect(() => onPhaseChange?.(phase), [phase, onPhaseChange]);

  // Once a second while it runs; a milestone crossed since the last tick is announced.
  useEffect(() => {
    if (phase !== "running" || timer === null) return;
    lastTick.current = now();
    const id = window.setInterval(() => {
      const at = now();
      const milestone = crossedMilestone(remainingMs(timer, lastTick.current), remainingMs(timer, at));
      lastTick.current = at;
      if (milestone !== null) setAnnounced(milestone);
      setClock(at);
    }, 1000);
    return () => window.clearInterval(id);
  }, [phase, timer, now]);

  const left = timer === null ? durationMinutes * 60_000 : remainingMs(timer, clock);
  const update = (next: ExamTimer | null) => {
    setClock(now());
    store(storageKey, next);
  };
  const finish = (current: ExamTimer) => {
    setConfirming(false);
    update(endExamTimer(current, now()));
    setAnnounced(0);
  };
  const endedEarly = phase === "finished" && timer?.endedEarly === true;
  // Ended by the pupil, the clock shows the time spent; otherwise the time left.
  const { hours, minutes, seconds } = countdownParts(endedEarly && timer ? spentOnPaperMs(timer, clock) : left);
  const display = `${hours}:${pad(minutes)}:${pad(seconds)}`;
  const spentMinutes = `${hours} h ${pad(minutes)}`;
  const spoken = endedEarly
    ? t`Temps passé : ${hours} h ${pad(minutes)} min ${pad(seconds)} s`
    : t`Temps restant : ${hours} h ${pad(minutes)} min ${pad(seconds)} s`;

  return (
    <section className={`paper-timer paper-timer--${phase}`} aria-labelledby="paper-timer-title">
      <h2 id="paper-timer-title" className="paper-timer__title">
        <Trans>Mode chronométré</Trans>
      </h2>
      <p className="paper-timer__clock" role="timer" aria-label={spoken}>
        {display}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced === null ? null : announced === 0 ? (
          endedEarly ? (
            <Trans>Épreuve terminée en {spentMinutes} : les corrigés sont disponibles.</Trans>
          ) : (
            <Trans>Temps écoulé : les corrigés sont disponibles.</Trans>
          )
        ) : (
          <Plural value={announced} one="Il reste # minute." other="Il reste # minutes." />
        )}
      </p>
      {phase === "idle" ? (
        <p className="paper-timer__hint">
          <Trans>Composez dans la durée officielle : les corrigés restent fermés jusqu'à la fin du chrono.</Trans>
        </p>
      ) : null}
      {phase === "finished" ? (
        <p className="paper-timer__hint">
          {endedEarly ? (
            <Trans>Épreuve terminée en {spentMinutes} : les corrigés sont disponibles.</Trans>
          ) : (
            <Trans>Temps écoulé : les corrigés sont disponibles.</Trans>
          )}
        </p>
      ) : null}
      {confirming && (phase === "running" || phase === "paused") ? (
        <p className="paper-timer__hint" role="status">
          <Trans>Terminer maintenant ? Le chrono s'arrête et les corrigés s'ouvrent.</Trans>
        </p>
      ) : null}
      <div className="paper-timer__actions">
        {phase === "idle" ? (
          <button type="button" className="button button--primary" disabled={!hydrated} onClick={() => update(startExamTimer(durationMinutes, now()))}>
            <Trans>Démarrer le chrono</Trans>
          </button>
        ) : null}
        {phase === "running" ? (
          <button type="button" className="button" onClick={() => timer && update(pauseExamTimer(timer, now()))}>
            <Trans>Pause</Trans>
          </button>
        ) : null}
        {phase === "paused" ? (
          <button type="button" className="button button--primary" onClick={() => timer && update(resumeExamTimer(timer, now()))}>
            <Trans>Reprendre</Trans>
          </button>
        ) : null}
        {(phase === "running" || phase === "paused") && !confirming ? (
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            <Trans>Terminer l'épreuve</Trans>
          </button>
        ) : null}
        {(phase === "running" || phase === "paused") && confirming ? (
          <>
            <button type="button" className="button button--primary" onClick={() => timer && finish(timer)}>
              <Trans>Oui, terminer</Trans>
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              <Trans>Continuer l'épreuve</Trans>
            </button>
          </>
        ) : null}
        {phase === "finished" ? (
          <button type="button" className="button button--ghost" onClick={() => update(null)}>
            <Trans>Recommencer</Trans>
          </button>
        ) : null}
      </div>
    </section>
  );
}
