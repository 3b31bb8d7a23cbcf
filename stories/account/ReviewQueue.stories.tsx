import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { ReviewQueue } from "../../ui/components/member/ReviewQueue.tsx";
import "../../ui/styles/content.css";
import { withChromeContainer } from "../chrome/support.tsx";
import { CARDS } from "../content/fixtures.ts";

const DECK = "revisions/college/3eme/histoire-geo/flashcards-dates-cles";
const day = { start: "2026-03-01T23:00:00.000Z", end: "2026-03-02T23:00:00.000Z", timeZone: "Europe/Paris" };

const queue = {
  retention: 0.9,
  day,
  newPerDay: 20,
  total: 3,
  dueCount: 1,
  newCount: 2,
  decks: [{ path: DECK, title: "Cartes mémoire : les dates clés", counts: { new: 2, learning: 0, due: 1 } }],
  cards: CARDS.map((card, index) => ({
    deckPath: DECK,
    deckTitle: "Cartes mémoire : les dates clés",
    cardId: card.id,
    kind: index === 0 ? ("due" as const) : ("new" as const),
    front: card.front,
    back: card.back,
    state: null,
  })),
};

const meta = {
  title: "Account/ReviewQueue",
  component: ReviewQueue,
  args: { queue, settingSaved: null },
  decorators: [withChromeContainer],
  parameters: { path: "/revisions/cartes-a-reviser" },
  globals: { persona: "member" },
} satisfies Meta<typeof ReviewQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's cards across the decks studied, then one session for all of them. */
export const Today: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("À réviser aujourd'hui : 3 cartes");
    await expect(canvas.getByRole("link", { name: "Cartes mémoire : les dates clés" })).toBeInTheDocument();
    await expect(canvas.getByLabelText("Taux de mémorisation visé (%)")).toHaveValue(90);
    await userEvent.click(canvas.getByRole("button", { name: "Commencer la révision" }));
    await expect(canvas.getByRole("button", { name: "Afficher la réponse" })).toBeInTheDocument();
  },
};

export const NothingStudied: Story = {
  args: { queue: { ...queue, total: 0, dueCount: 0, newCount: 0, decks: [], cards: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("À réviser aujourd'hui : 0 carte");
    await expect(canvas.getByText(/Vous n'étudiez encore aucun paquet/)).toBeInTheDocument();
  },
};

export const AllDone: Story = {
  args: {
    queue: {
      ...queue,
      total: 0,
      dueCount: 0,
      newCount: 0,
      cards: [],
      decks: [{ ...queue.decks[0]!, counts: { new: 0, learning: 0, due: 0 } }],
    },
  },
};

/** Refused by the server (no JavaScript): the message under the field, tied to it, the field focused. */
export const RetentionRefused: Story = {
  args: { settingSaved: { setting: "retention", ok: false, error: "RetentionOutOfRange" } },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText("Taux de mémorisation visé (%)");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Choisissez une valeur entre 80 et 97 %\./);
    await expect(field).toHaveFocus();
  },
};

/**
 * A value out of range is refused before the form leaves, with the page's message under the field (no browser
 * bubble: the form is noValidate); typing again hides it.
 */
export const NewCardsPerDayCheckedBeforeSending: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText("Nouvelles cartes par jour, tous paquets confondus");
    await expect(field.closest("form")).toHaveAttribute("novalidate");
    await userEvent.clear(field);
    await userEvent.type(field, "150");
    const sections = canvas.getAllByRole("button", { name: "Enregistrer" });
    await userEvent.click(sections[1]!);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Choisissez un nombre entier de 0 à 100\./);
    await expect(field).toHaveFocus();
    // The other setting's field is untouched.
    await expect(canvas.getByLabelText("Taux de mémorisation visé (%)")).not.toHaveAttribute("aria-invalid");
    await userEvent.type(field, "{backspace}");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("Choisissez un nombre entier de 0 à 100.")).toBeNull();
  },
};

export const RetentionCheckedBeforeSendingEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText("Target retention (%)");
    await userEvent.clear(field);
    await userEvent.type(field, "50");
    await userEvent.click(canvas.getAllByRole("button", { name: "Save" })[0]!);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Choose a value between 80 and 97%\./);
  },
};

/** The daily cap of new cards (across decks): its form holds the member's value; an answer shows under it alone. */
export const NewCardsPerDay: Story = {
  args: { queue: { ...queue, newPerDay: 35 }, settingSaved: { setting: "newCardsPerDay", ok: true, error: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Nouvelles cartes par jour, tous paquets confondus")).toHaveValue(35);
    await expect(canvas.getAllByRole("status")).toHaveLength(1);
  },
};

export const NewCardsPerDayRefused: Story = {
  args: { settingSaved: { setting: "newCardsPerDay", ok: false, error: "NewCardsPerDayOutOfRange" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText("Nouvelles cartes par jour, tous paquets confondus"),
    ).toHaveAccessibleDescription(/Choisissez un nombre entier de 0 à 100\./);
  },
};

/** The server could not save: said above the form's button, as an alert (not a fault of the value). */
export const SettingUnavailable: Story = {
  args: { settingSaved: { setting: "newCardsPerDay", ok: false, error: "Unavailable" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Le réglage n'a pas pu être enregistré.");
    await expect(canvas.getByLabelText("Nouvelles cartes par jour, tous paquets confondus")).not.toHaveAttribute(
      "aria-invalid",
    );
  },
};

export const NewCardsPerDayEnglish: Story = {
  args: { settingSaved: { setting: "newCardsPerDay", ok: false, error: "NewCardsPerDayOutOfRange" } },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("New cards a day, all decks together")).toHaveValue(20);
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("To review today: 3 cards");
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
