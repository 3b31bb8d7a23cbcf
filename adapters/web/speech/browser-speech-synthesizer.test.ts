import { afterEach, describe, expect, it, vi } from "vitest";
import { BrowserSpeechSynthesizer } from "./browser-speech-synthesizer.ts";

type Listener = () => void;

/** A speechSynthesis whose voices arrive late (as Chrome's do) and whose utterances end or fail as told. */
function engine(voices: { lang: string; name: string }[], options: { late?: boolean; error?: string } = {}) {
  let listener: Listener | null = null;
  let list = options.late ? [] : voices;
  const spoken: { text: string; lang: string; rate: number; voice: unknown }[] = [];
  const fake = {
    getVoices: () => list,
    addEventListener: (_: string, callback: Listener) => (listener = callback),
    removeEventListener: () => (listener = null),
    speak(utterance: {
      text: string;
      lang: string;
      rate: number;
      voice: unknown;
      onend: () => void;
      onerror: (event: { error: string }) => void;
    }) {
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, voice: utterance.voice });
      queueMicrotask(() => (options.error ? utterance.onerror({ error: options.error }) : utterance.onend()));
    },
    pause: vi.fn(),
    resume: vi.fn(),
    cancel: vi.fn(),
  };
  return {
    fake: fake as unknown as SpeechSynthesis,
    spoken,
    pause: fake.pause,
    cancel: fake.cancel,
    arrive: () => {
      list = voices;
      listener?.();
    },
  };
}

class Utterance {
  lang = "";
  rate = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

describe("BrowserSpeechSynthesizer", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("picks the voice of the language and region, else of the language, once the voices arrive", async () => {
    const device = engine(
      [
        { lang: "en_US", name: "US" },
        { lang: "fr-FR", name: "Amélie" },
      ],
      { late: true },
    );
    const speech = new BrowserSpeechSynthesizer(device.fake);
    const british = speech.voiceFor("en-GB");
    device.arrive();
    await expect(british).resolves.toEqual({ name: "US", lang: "en_US" });
    await expect(speech.voiceFor("fr-FR")).resolves.toEqual({ name: "Amélie", lang: "fr-FR" });
    await expect(speech.voiceFor("de-DE")).resolves.toBeNull();
  });
  it("reads with that voice, its language and rate, and tells how the reading ended", async () => {
    vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
    const device = engine([{ lang: "fr-FR", name: "Amélie" }]);
    const speech = new BrowserSpeechSynthesizer(device.fake);
    await expect(speech.speak("Bonjour.", { lang: "fr-FR", rate: 0.75 })).resolves.toBe("ended");
    expect(device.spoken).toEqual([
      { text: "Bonjour.", lang: "fr-FR", rate: 0.75, voice: { lang: "fr-FR", name: "Amélie" } },
    ]);
    await expect(speech.speak("Hallo.", { lang: "de-DE", rate: 1 })).resolves.toBe("failed");
    speech.pause();
    speech.resume();
    speech.cancel();
    expect(device.pause).toHaveBeenCalledOnce();
    expect(device.cancel).toHaveBeenCalledOnce();
    const interrupted = new BrowserSpeechSynthesizer(
      engine([{ lang: "fr-FR", name: "A" }], { error: "interrupted" }).fake,
    );
    await expect(interrupted.speak("Un.", { lang: "fr-FR", rate: 1 })).resolves.toBe("cancelled");
    const broken = new BrowserSpeechSynthesizer(
      engine([{ lang: "fr-FR", name: "A" }], { error: "synthesis-failed" }).fake,
    );
    await expect(broken.speak("Un.", { lang: "fr-FR", rate: 1 })).resolves.toBe("failed");
  });
  it("has no voice where the browser has no speech synthesis", async () => {
    const speech = new BrowserSpeechSynthesizer(undefined);
    await expect(speech.voiceFor("fr-FR")).resolves.toBeNull();
    await expect(speech.speak("Bonjour.", { lang: "fr-FR", rate: 1 })).resolves.toBe("failed");
    speech.pause();
    speech.cancel();
  });
  it("stops waiting for voices that never come", async () => {
    vi.useFakeTimers();
    const speech = new BrowserSpeechSynthesizer(engine([{ lang: "fr-FR", name: "A" }], { late: true }).fake);
    const voice = speech.voiceFor("fr-FR");
    await vi.advanceTimersByTimeAsync(1500);
    await expect(voice).resolves.toBeNull();
    vi.useRealTimers();
  });
});
