// Issue 27 (docs/decisions/045): the browser's own speech synthesis, behind a port. Adapters: BrowserSpeechSynthesizer
// (the Web Speech API: the device's installed voices, offline where the device has them; no audio file, no outside
// service) and MemorySpeechSynthesizer (tests and Storybook).
import type { ListeningLang } from "../../../domain/learning/dictation.ts";

/** A voice the device has for a language. */
export interface SpeechVoice {
  name: string;
  /** Its own language tag ("en-US" may serve "en-GB" when the device has no British voice). */
  lang: string;
}

/** How an utterance ended: read to the end, stopped (cancel, or another one started), or failed in the engine. */
export type SpeechOutcome = "ended" | "cancelled" | "failed";

export interface SpeechSynthesizer {
  /** The device's voice for a language (the same language and region first, else the same language), or null. */
  voiceFor(lang: ListeningLang): Promise<SpeechVoice | null>;
  /** Reads a text aloud; settles when it ends or is stopped. `rate`: 1 is the voice's normal pace. */
  speak(text: string, options: { lang: ListeningLang; rate: number }): Promise<SpeechOutcome>;
  pause(): void;
  resume(): void;
  /** Stops what is being read and what waits: their promises settle "cancelled". */
  cancel(): void;
}
export const SpeechSynthesizerToken = Symbol("SpeechSynthesizer");
