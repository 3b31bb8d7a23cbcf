// Issue 27: what the listening and dictée players ask of the speech synthesis (docs/decisions/045): the voice of a
// language, a text read sentence by sentence (the sentences: domain/learning/dictation.ts), one sentence again, a
// French sentence dictated with its punctuation spoken. The players keep their own state (which sentence, paused…).
import { inject, injectable } from "tsyringe";
import { dictationGroups, splitSentences, type ListeningLang } from "../../../domain/learning/dictation.ts";
import { SpeechSynthesizerToken, type SpeechOutcome, type SpeechSynthesizer, type SpeechVoice } from "./ports.ts";

/** The pace of a dictée (a voice's normal pace is 1). */
export const DICTATION_RATE = 0.75;

@injectable()
export class ReadAloud {
  constructor(@inject(SpeechSynthesizerToken) private readonly speech: SpeechSynthesizer) {}

  voiceFor(lang: ListeningLang): Promise<SpeechVoice | null> {
    return this.speech.voiceFor(lang);
  }

  sentencesOf(text: string): string[] {
    return splitSentences(text);
  }

  /**
   * Reads `sentences` from `from` to the end, telling which one is being read; settles with the outcome of the last
   * one read ("cancelled" as soon as one is stopped: the rest is not read).
   */
  async readFrom(
    sentences: readonly string[],
    from: number,
    options: { lang: ListeningLang; rate: number; onSentence?: (index: number) => void },
  ): Promise<SpeechOutcome> {
    let outcome: SpeechOutcome = "ended";
    for (let index = from; index < sentences.length; index += 1) {
      options.onSentence?.(index);
      outcome = await this.speech.speak(sentences[index]!, { lang: options.lang, rate: options.rate });
      if (outcome !== "ended") return outcome;
    }
    return outcome;
  }

  /**
   * One sentence dictated: in French its groups with their punctuation spoken ("virgule", "point"…), at dictation
   * pace; in another language the sentence as written, at the same pace.
   */
  async dictate(sentence: string, lang: ListeningLang): Promise<SpeechOutcome> {
    const groups = lang === "fr-FR" ? dictationGroups(sentence) : [sentence];
    for (const group of groups) {
      const outcome = await this.speech.speak(group, { lang, rate: DICTATION_RATE });
      if (outcome !== "ended") return outcome;
    }
    return "ended";
  }

  pause(): void {
    this.speech.pause();
  }
  resume(): void {
    this.speech.resume();
  }
  stop(): void {
    this.speech.cancel();
  }
}
