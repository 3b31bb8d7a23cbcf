import { describe, expect, it } from "vitest";
import { MemorySpeechSynthesizer } from "../../../adapters/memory/memory-speech-synthesizer.ts";
import { DICTATION_RATE, ReadAloud } from "./read-aloud.ts";

describe("ReadAloud", () => {
  it("reads sentences in turn from the one asked, telling which is read", async () => {
    const speech = new MemorySpeechSynthesizer({ voices: ["en-US"] });
    const read = new ReadAloud(speech);
    const sentences = read.sentencesOf("One. Two. Three.");
    const seen: number[] = [];
    await expect(
      read.readFrom(sentences, 1, { lang: "en-GB", rate: 0.7, onSentence: (index) => seen.push(index) }),
    ).resolves.toBe("ended");
    expect(seen).toEqual([1, 2]);
    expect(speech.spoken).toEqual([
      { text: "Two.", lang: "en-GB", rate: 0.7 },
      { text: "Three.", lang: "en-GB", rate: 0.7 },
    ]);
    await expect(read.voiceFor("en-GB")).resolves.toEqual({ name: "Memory en-US", lang: "en-US" });
  });
  it("stops at the sentence that was stopped", async () => {
    const speech = new MemorySpeechSynthesizer({ voices: ["fr-FR"], hold: true });
    const read = new ReadAloud(speech);
    const reading = read.readFrom(["Un.", "Deux."], 0, { lang: "fr-FR", rate: 1 });
    await Promise.resolve();
    read.pause();
    expect(speech.paused).toBe(true);
    read.resume();
    read.stop();
    await expect(reading).resolves.toBe("cancelled");
    expect(speech.spoken.map((entry) => entry.text)).toEqual(["Un."]);
  });
  it("dictates a French sentence with its punctuation spoken, another language as written", async () => {
    const speech = new MemorySpeechSynthesizer({ voices: ["fr-FR", "en-GB"] });
    const read = new ReadAloud(speech);
    await expect(read.dictate("Il pleut, dit-il.", "fr-FR")).resolves.toBe("ended");
    await read.dictate("It rains, he said.", "en-GB");
    expect(speech.spoken).toEqual([
      { text: "Il pleut, virgule", lang: "fr-FR", rate: DICTATION_RATE },
      { text: "dit-il. point", lang: "fr-FR", rate: DICTATION_RATE },
      { text: "It rains, he said.", lang: "en-GB", rate: DICTATION_RATE },
    ]);
  });
  it("reads nothing without a voice for the language, and says so", async () => {
    const speech = new MemorySpeechSynthesizer({ voices: [] });
    const read = new ReadAloud(speech);
    await expect(read.voiceFor("de-DE")).resolves.toBeNull();
    await expect(read.dictate("Hallo.", "de-DE")).resolves.toBe("failed");
    await expect(read.readFrom(["Hallo."], 0, { lang: "de-DE", rate: 1 })).resolves.toBe("failed");
    expect(speech.spoken).toEqual([]);
  });
});
