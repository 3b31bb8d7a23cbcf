// An in-memory speech synthesis for tests and Storybook (docs/decisions/045): the voices it is given, what it was asked
// to read, in order. By default each utterance ends at once; `hold: true` keeps each one "being read" until `finish()`
// or `cancel()` (a player's playing and paused states).
import type { ListeningLang } from "../../domain/learning/dictation.ts";
import type { SpeechOutcome, SpeechSynthesizer, SpeechVoice } from "../../application/web/listening/ports.ts";

export class MemorySpeechSynthesizer implements SpeechSynthesizer {
  /** Every text read, with its language and rate. */
  readonly spoken: { text: string; lang: ListeningLang; rate: number }[] = [];
  paused = false;
  private waiting: ((outcome: SpeechOutcome) => void)[] = [];

  constructor(private readonly options: { voices?: readonly string[]; hold?: boolean } = {}) {}

  voiceFor(lang: ListeningLang): Promise<SpeechVoice | null> {
    const language = lang.split("-")[0];
    const voices = this.options.voices ?? [];
    const tag = voices.find((voice) => voice === lang) ?? voices.find((voice) => voice.split("-")[0] === language);
    return Promise.resolve(tag ? { name: `Memory ${tag}`, lang: tag } : null);
  }

  async speak(text: string, options: { lang: ListeningLang; rate: number }): Promise<SpeechOutcome> {
    if ((await this.voiceFor(options.lang)) === null) return "failed";
    this.spoken.push({ text, lang: options.lang, rate: options.rate });
    if (!this.options.hold) return "ended";
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Ends the utterance being read (hold mode). */
  finish(): void {
    this.waiting.shift()?.("ended");
  }

  pause(): void {
    this.paused = true;
  }
  resume(): void {
    this.paused = false;
  }
  cancel(): void {
    const waiting = this.waiting;
    this.waiting = [];
    this.paused = false;
    for (const resolve of waiting) resolve("cancelled");
  }
}
