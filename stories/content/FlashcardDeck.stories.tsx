import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { FlashcardDeck } from "../../ui/components/content/FlashcardDeck.tsx";
import "../../ui/styles/content.css";
import { CARDS, CARDS_EN } from "./fixtures.ts";

const meta = {
  title: "Content/FlashcardDeck",
  component: FlashcardDeck,
  args: { cards: CARDS },
  decorators: [
    (Story) => (
      <div className="content-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlashcardDeck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Flip with the button (or Space / Enter), move with the arrow keys. */
export const FlipAndBrowse: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Carte 1 sur 3", { exact: false })).toBeInTheDocument();
    const flip = canvas.getByRole("button", { name: "Retourner la carte" });
    await expect(flip).toHaveAttribute("aria-pressed", "false");
    flip.focus();
    await userEvent.keyboard(" ");
    await expect(flip).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByText("Cartes retournées : 1 sur 3")).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByText("Carte 2 sur 3", { exact: false })).toBeInTheDocument();
    await expect(flip).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByText("Carte 1 sur 3", { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Carte précédente" })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { cards: CARDS_EN },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Turn the card over" }));
    await expect(canvas.getByText("Card 1 of 2", { exact: false })).toBeInTheDocument();
  },
};

/** Without JavaScript: every card is a disclosure. */
export const WithoutJavaScript: Story = {
  args: { interactive: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Appel du général de Gaulle"));
    await expect(canvas.getByText("18 juin 1940")).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
