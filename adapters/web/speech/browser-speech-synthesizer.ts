// The Web Speech API's speech synthesis (docs/decisions/045): the voices installed on the device, read by the browser
// itself, offline where the device has them. Where the browser has no speechSynthesis, or no voice for a language, it
// says so (voiceFor gives null): the player then tells the pupil, and reads nothing.
import type { ListeningLang } from "../../../domain/learning/dictation.ts";
import type { SpeechOutcome, SpeechSynthesizer, SpeechVoice } from "../../../application/web/listening/ports.ts";

/** How long the voice list may take to arrive (Chrome fills it after the page loads, with a voiceschanged event). */
const VOICES_WAIT_MS = 1500;

const tagOf = (voice: SpeechSynthesisVoice) => voice.lang.replace(/_/g, "-").toLowerCase();

export class BrowserSpeechSynthesizer implements SpeechSynthesizer {
  private voices: Promise<SpeechSynthesisVoice[]> | null = null;

  /** `engine`: window.speechSynthesis (undefined where the browser has none). */
  constructor(
    private readonly engine: SpeechSynthesis | undefined = typeof window === "undefined"
      ? undefined
      : window.speechSynthesis,
  ) {}

  private allVoices(): Promise<SpeechSynthesisVoice[]> {
    const engine = this.engine;
    if (!engine) return Promise.resolve([]);
    this.voices ??= new Promise((resolve) => {
      const now = engine.getVoices();
      if (now.length > 0) return resolve(now);
      const done = () => {
        engine.removeEventListener("voiceschanged", done);
        clearTimeout(timer);
        resolve(engine.getVoices());
      };
      const timer = setTimeout(done, VOICES_WAIT_MS);
      engine.addEventListener("voiceschanged", done);
    });
    return this.voices;
  }

  private async voiceOf(lang: ListeningLang): Promise<SpeechSynthesisVoice | null> {
    const voices = await this.allVoices();
    const wanted = lang.toLowerCase();
    const language = wanted.split("-")[0]!;
    return (
      voices.find((voice) => tagOf(voice) === wanted) ??
      voices.find((voice) => tagOf(voice).split("-")[0] === language) ??
      null
    );
  }

  async voiceFor(lang: ListeningLang): Promise<SpeechVoice | null> {
    const voice = await this.voiceOf(lang);
    return voice ? { name: voice.name, lang: voice.lang } : null;
  }

  async speak(text: string, options: { lang: ListeningLang; rate: number }): Promise<SpeechOutcome> {
    const engine = this.engine;
    const voice = await this.voiceOf(options.lang);
    if (!engine || !voice) return "failed";
    return new Promise<SpeechOutcome>((resolve) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = options.lang;
      utterance.voice = voice;
      utterance.rate = options.rate;
      utterance.onend = () => resolve("ended");
      utterance.onerror = (event) =>
        resolve(event.error === "canceled" || event.error === "interrupted" ? "cancelled" : "failed");
      engine.speak(utterance);
    });
  }

  pause(): void {
    this.engine?.pause();
  }
  resume(): void {
    this.engine?.resume();
  }
  cancel(): void {
    this.engine?.cancel();
  }
}
