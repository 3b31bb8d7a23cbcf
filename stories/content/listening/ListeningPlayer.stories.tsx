import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor } from "storybook/test";
import { ListeningPlayer } from "../../../ui/components/content/listening/ListeningPlayer.tsx";
import { currentSpeech, withSpeech } from "./support.tsx";

const meta = {
  title: "Content/Listening/ListeningPlayer",
  component: ListeningPlayer,
  args: { lang: "en-GB", text: "Good morning. The train to Oxford leaves from platform four. Please stand back." },
  decorators: [withSpeech],
} satisfies Meta<typeof ListeningPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The play button, once the device's voice is known. */
async function playButton(canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> }, name: string) {
  const button = await canvas.findByRole("button", { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** Read to the end, sentence by sentence, at the voice's pace. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await playButton(canvas, "Écouter"));
    await expect(await canvas.findByText("Lecture terminée.")).toBeInTheDocument();
    await expect(currentSpeech?.spoken.map((entry) => entry.text)).toEqual(["Good morning.", "The train to Oxford leaves from platform four.", "Please stand back."]);
  },
};

/** Playing, then paused, then slower: the sentence starts again at 0.7. */
export const PlayingAndPaused: Story = {
  parameters: { hold: true },
  play: async ({ canvas }) => {
    await userEvent.click(await playButton(canvas, "Écouter"));
    await expect(await canvas.findByText("Lecture : phrase 1 sur 3.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
    await expect(canvas.getByText("En pause : phrase 1 sur 3.")).toBeInTheDocument();
    await expect(currentSpeech?.paused).toBe(true);
    await userEvent.click(canvas.getByRole("button", { name: "Plus lent" }));
    await waitFor(() => expect(currentSpeech?.spoken.at(-1)).toEqual({ text: "Good morning.", lang: "en-GB", rate: 0.7 }));
    await expect(canvas.getByRole("button", { name: "Plus lent" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** No voice for the language on this device: said plainly, nothing to press. */
export const NoVoice: Story = {
  parameters: { voices: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent(/Aucune voix « anglais( britannique| \(Royaume-Uni\)) » n.est installée sur cet appareil/);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  parameters: { hold: true },
  play: async ({ canvas }) => {
    await userEvent.click(await playButton(canvas, "Listen"));
    await expect(await canvas.findByText("Playing: sentence 1 of 3.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Repeat sentence" }));
  },
};

export const EnglishNoVoice: Story = {
  globals: { locale: "en" },
  parameters: { voices: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("No “British English” voice is installed on this device");
  },
};
