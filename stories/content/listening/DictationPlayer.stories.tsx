import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor } from "storybook/test";
import { DictationPlayer } from "../../../ui/components/content/listening/DictationPlayer.tsx";
import { currentSpeech, withSpeech } from "./support.tsx";

const meta = {
  title: "Content/Listening/DictationPlayer",
  component: DictationPlayer,
  args: { lang: "fr-FR", path: "stories/dictee", rank: 0 },
  decorators: [withSpeech],
} satisfies Meta<typeof DictationPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before it starts: the text is nowhere on the screen. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("button", { name: "Commencer la dictée" })).toBeEnabled();
    await expect(canvasElement.textContent).not.toContain("Le chat dort");
  },
};

/** The first reading, then the first sentence dictated with its punctuation spoken. */
export const Dictating: Story = {
  play: async ({ canvas }) => {
    const start = await canvas.findByRole("button", { name: "Commencer la dictée" });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await userEvent.click(await canvas.findByRole("button", { name: "Dicter la première phrase" }));
    await expect(await canvas.findByText("Phrase 1 sur 2 : écrivez-la.")).toBeInTheDocument();
    await expect(currentSpeech?.spoken.slice(-2).map((entry) => entry.text)).toEqual(["Le chat dort, virgule", "dit-elle. point"]);
    await expect(canvas.getByRole("button", { name: "Phrase suivante" })).toBeInTheDocument();
  },
};

/** Corrected: the mark, each mistake, then the text. */
export const Corrected: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Votre dictée"), "le chat dort dit-elle. Les enfant jouaient dehors.");
    await userEvent.click(canvas.getByRole("button", { name: "Corriger ma dictée" }));
    await expect(await canvas.findByText("Note : 9,25 / 10")).toBeInTheDocument();
    await expect(canvas.getByText(/1 erreur de grammaire/)).toBeInTheDocument();
    await expect(canvas.getByText(/1 erreur d'usage/)).toBeInTheDocument();
    await expect(canvas.getByText(/1 erreur de ponctuation/)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Recommencer la dictée" })).toBeInTheDocument();
  },
};

/** No French voice: said plainly; the pupil can still be dictated by someone and ask for the correction. */
export const NoVoice: Story = {
  parameters: { voices: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Aucune voix « français \(France\) »/)).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Commencer la dictée" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Corriger ma dictée" })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Your dictation"), "Le chat dort, dit-elle. Les enfants jouaient dehors.");
    await userEvent.click(canvas.getByRole("button", { name: "Correct my dictation" }));
    await expect(await canvas.findByText("Mark: 10 / 10")).toBeInTheDocument();
  },
};

export const EnglishNoVoice: Story = {
  globals: { locale: "en" },
  parameters: { voices: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No “French \(France\)” voice is installed/)).toBeInTheDocument();
  },
};
