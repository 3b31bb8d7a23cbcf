import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { DEFAULT_READING_COMFORT } from "../../domain/reading-comfort/reading-comfort.ts";
import { ReadingComfortSettings } from "../../ui/components/account/ReadingComfortSettings.tsx";

/** Issue 30: /confort-de-lecture, the reading comfort settings of a device, in each state and both languages. */
const meta = {
  title: "Account/ReadingComfortSettings",
  component: ReadingComfortSettings,
  args: { comfort: DEFAULT_READING_COMFORT },
  parameters: { path: "/confort-de-lecture" },
  decorators: [
    (Story) => (
      <div className="account-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadingComfortSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's defaults, checked; a plain form (a POST) with four groups of choices. */
export const Defaults: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Confort de lecture" })).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: "Taille du texte" })).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "Normale" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /Habituelle/ })).toBeChecked();
    for (const group of ["Thème", "Animations"])
      await expect(
        within(canvas.getByRole("group", { name: group })).getByRole("radio", { name: /Comme sur l'appareil/ }),
      ).toBeChecked();
    await expect(canvasElement.querySelector("form")).toHaveAttribute("method", "post");
  },
};

/** A reader's saved choices: the largest text, airy lines, the dyslexia font, no animation. */
export const Saved: Story = {
  args: {
    comfort: { textSize: 3, lineSpacing: "wide", font: "dyslexia", motion: "reduce", theme: "system" },
    outcome: "saved",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Vos réglages sont enregistrés sur cet appareil.");
    await expect(canvas.getByRole("radio", { name: "Très grande" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /Adaptée à la dyslexie/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /Aéré/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /Réduites/ })).toBeChecked();
  },
};

/** The dark theme chosen, shown in it (the page's colours come from the theme's tokens). */
export const DarkTheme: Story = {
  globals: { theme: "dark", viewport: { value: "phone" } },
  args: { comfort: { ...DEFAULT_READING_COMFORT, theme: "dark" }, outcome: "saved" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("radio", { name: /Sombre/ })).toBeChecked();
    const background = getComputedStyle(canvasElement.ownerDocument.body).backgroundColor;
    // A dark page: each channel of the body's background well under the middle.
    const channels = background.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
    await expect(channels.every((channel) => channel < 64)).toBe(true);
  },
};

/** A form altered by hand: refused, in words. */
export const Invalid: Story = {
  args: { outcome: "invalid" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Ce réglage n'existe pas");
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Envoi en cours…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const SavedEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  args: {
    comfort: { textSize: 1, lineSpacing: "normal", font: "hyperlegible", motion: "system", theme: "light" },
    outcome: "saved",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Reading comfort" })).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "Large" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /Highly legible/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /^Light/ })).toBeChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent("Your settings are saved on this device.");
  },
};
