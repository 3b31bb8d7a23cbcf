// Storybook support for the listening players: a container with the in-memory speech synthesis (its voices from
// parameters.voices, utterances held while parameters.hold) and an in-memory API answering the dictée's text.
import type { Decorator } from "@storybook/react";
import { container as root } from "tsyringe";
import { MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { MemorySpeechSynthesizer } from "../../../adapters/memory/memory-speech-synthesizer.ts";
import { ApiClientToken } from "../../../application/web/http/ports.ts";
import { SpeechSynthesizerToken } from "../../../application/web/listening/ports.ts";
import { UseCaseContainerProvider } from "../../../ui/composition/hooks.ts";
import "../../../ui/styles/content.css";

export const DICTEE_TEXT = "Le chat dort, dit-elle. Les enfants jouaient dehors.";

/** The speech synthesis of the story being played (play functions read what it was asked to read). */
export let currentSpeech: MemorySpeechSynthesizer | null = null;

export const withSpeech: Decorator = (Story, context) => {
  const c = root.createChildContainer();
  const speech = new MemorySpeechSynthesizer({
    voices: (context.parameters.voices as string[] | undefined) ?? ["fr-FR", "en-GB"],
    hold: (context.parameters.hold as boolean | undefined) ?? false,
  });
  currentSpeech = speech;
  c.registerInstance(SpeechSynthesizerToken, speech);
  c.registerInstance(
    ApiClientToken,
    new MemoryApiClient().on("GET /content/dictees/stories/dictee", () => ({ ok: { lang: "fr-FR", title: "Le chat", text: DICTEE_TEXT } })),
  );
  return (
    <UseCaseContainerProvider container={c}>
      <div className="content-page">
        <Story />
      </div>
    </UseCaseContainerProvider>
  );
};
