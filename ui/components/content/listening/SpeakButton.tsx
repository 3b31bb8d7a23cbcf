// A flashcard's speaker (issue 27, content/README.md §9: a deck's `speak: { front | back: lang }`): reads the side's
// text aloud with the device's voice for the language; says so, on the button, when the device has none.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ListeningLang } from "../../../../domain/learning/dictation.ts";
import { languageName, useReadAloud } from "./use-read-aloud.ts";
import "../../../styles/listening.css";

/** The words of a card side's HTML (the importer's sanitized HTML, read in the browser). */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent?.trim() ?? "";
}

export function SpeakButton({ lang, html }: { lang: ListeningLang; html: string }) {
  const { t, i18n } = useLingui();
  const { voice, load } = useReadAloud(lang);
  const [speaking, setSpeaking] = useState(false);
  const language = languageName(lang, i18n.locale);
  const speak = async () => {
    const reader = await load();
    reader.stop();
    setSpeaking(true);
    await reader.readFrom(reader.sentencesOf(textOf(html)), 0, { lang, rate: 0.9 });
    setSpeaking(false);
  };
  const missing = voice === "missing";
  const label = missing ? t`Écoute impossible : aucune voix « ${language} » sur cet appareil` : t`Écouter (${language})`;
  return (
    <button
      type="button"
      className="speak-button"
      aria-label={label}
      title={label}
      aria-pressed={speaking}
      disabled={voice !== "available"}
      onClick={(event) => {
        // The card under the button must not turn.
        event.stopPropagation();
        void speak();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
        {missing ? (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" fill="none" />
        ) : (
          <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
