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

export const RetentionRefused: Story = {
  args: { settingSaved: { setting: "retention", ok: false, error: "RetentionOutOfRange" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Choisissez une valeur entre 80 et 97 %.");
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
    await expect(canvas.getByRole("alert")).toHaveTextContent("Choisissez un nombre entier de 0 à 100.");
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
