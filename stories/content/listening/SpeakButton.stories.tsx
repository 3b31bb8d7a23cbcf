import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor } from "storybook/test";
import { SpeakButton } from "../../../ui/components/content/listening/SpeakButton.tsx";
import { currentSpeech, withSpeech } from "./support.tsx";

const meta = {
  title: "Content/Listening/SpeakButton",
  component: SpeakButton,
  args: { lang: "en-GB", html: "a <strong>timetable</strong>" },
  decorators: [withSpeech],
} satisfies Meta<typeof SpeakButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the card side's words, not its markup. */
export const Available: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: /^Écouter \(anglais/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(currentSpeech?.spoken.map((entry) => entry.text)).toEqual(["a timetable"]));
  },
};

/** No voice for the language: the button says so and cannot be pressed. */
export const NoVoice: Story = {
  parameters: { voices: [] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("button", { name: /Écoute impossible : aucune voix « anglais/ })).toBeDisabled());
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("button", { name: "Listen (British English)" })).toBeEnabled());
  },
};
