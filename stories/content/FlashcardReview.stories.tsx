import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent } from "storybook/test";
import { FlashcardReview } from "../../ui/components/content/FlashcardReview.tsx";
import "../../ui/styles/content.css";
import { CARDS, CARDS_EN } from "./fixtures.ts";

const DECK = "revisions/college/3eme/histoire-geo/flashcards-dates-cles";
const NOW = new Date("2026-03-02T08:00:00.000Z");
const toReview = (cards: typeof CARDS) => cards.map((card) => ({ deckPath: DECK, cardId: card.id, front: card.front, back: card.back }));

const meta = {
  title: "Content/FlashcardReview",
  component: FlashcardReview,
  args: { cards: toReview(CARDS), states: new Map(), retention: 0.9, onReview: fn(), onClose: fn(), now: () => NOW },
  decorators: [
    (Story) => (
      <div className="content-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlashcardReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The front of the first card; Space shows the answer. */
export const Front: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("3 cartes restantes")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Afficher la réponse" })).toHaveFocus();
  },
};

/** The answer shown: the four ratings with the interval each gives a new card. */
export const Revealed: Story = {
  play: async ({ canvas }) => {
    await userEvent.keyboard(" ");
    await expect(canvas.getByText("6 juin 1944")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /^À revoir/ })).toHaveTextContent("1 min");
    await expect(canvas.getByRole("button", { name: /^Difficile/ })).toHaveTextContent("6 min");
    await expect(canvas.getByRole("button", { name: /^Correct/ })).toHaveTextContent("10 min");
    await expect(canvas.getByRole("button", { name: /^Facile/ })).toHaveTextContent(/\d+ j/);
  },
};

/** Every card rated with the keys: the session's summary. */
export const Summary: Story = {
  play: async ({ canvas, args }) => {
    for (const key of ["4", "4", "2"]) {
      await userEvent.keyboard(" ");
      await userEvent.keyboard(key);
    }
    // Hard on a new card: back in 6 minutes, so once more in this session.
    await expect(canvas.getByText("1 carte restante")).toBeInTheDocument();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("4");
    await expect(canvas.getByRole("heading", { name: "Séance terminée" })).toBeInTheDocument();
    // Three cards, one of them seen twice: three cards, four answers.
    await expect(canvas.getByText(/^3 cartes révisées/)).toBeInTheDocument();
    await expect(canvas.getByText(/4 réponses, certaines cartes revenues pendant la séance/)).toBeInTheDocument();
    await expect(canvas.getByText(/Prochaine révision de ces cartes : dans \d+ j\./)).toBeInTheDocument();
    await expect(args.onReview).toHaveBeenCalledTimes(4);
  },
};

/** One card, forgotten then known: one card reviewed, two answers, said in the singular. */
export const OneCardSeenTwice: Story = {
  args: { cards: toReview(CARDS.slice(0, 1)) },
  play: async ({ canvas }) => {
    await userEvent.keyboard(" ");
    await userEvent.keyboard("1");
    await expect(canvas.getByText("1 carte restante")).toBeInTheDocument();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("4");
    await expect(canvas.getByText("1 carte révisée (2 réponses : la carte est revenue pendant la séance)")).toBeInTheDocument();
    await expect(canvas.getByText(/^Prochaine révision de cette carte : dans \d+ j\.$/)).toBeInTheDocument();
  },
};

/** The summary in English: cards and answers counted apart. */
export const SummaryEnglish: Story = {
  args: { cards: toReview(CARDS_EN) },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    // The second card forgotten: it comes back once.
    for (const key of ["4", "1", "4"]) {
      await userEvent.keyboard(" ");
      await userEvent.keyboard(key);
    }
    await expect(canvas.getByRole("heading", { name: "Session complete" })).toBeInTheDocument();
    await expect(
      canvas.getByText("2 cards reviewed (3 answers, some cards came back during the session)"),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/^Next review of these cards: in \d+ d\.$/)).toBeInTheDocument();
  },
};

/** Nothing due and no new card left today. */
export const EmptyQueue: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Rien à réviser pour l'instant/)).toBeInTheDocument();
  },
};

export const EnglishRevealed: Story = {
  globals: { locale: "en" },
  args: { cards: toReview(CARDS_EN) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show the answer" }));
    await expect(canvas.getByRole("button", { name: /^Again/ })).toHaveTextContent("1 min");
    await expect(canvas.getByRole("button", { name: /^Easy/ })).toHaveTextContent(/\d+ d/);
  },
};

export const EnglishSummary: Story = {
  globals: { locale: "en" },
  args: { cards: toReview(CARDS_EN).slice(0, 1) },
  play: async ({ canvas }) => {
    await userEvent.keyboard(" ");
    await userEvent.keyboard("4");
    await expect(canvas.getByRole("heading", { name: "Session complete" })).toBeInTheDocument();
    await expect(canvas.getByText("1 card reviewed")).toBeInTheDocument();
  },
};

export const EnglishEmptyQueue: Story = { globals: { locale: "en" }, args: { cards: [] } };

/** Nothing to review because the day's cap of new cards is used up, while the deck has cards never seen. */
export const DailyCapReached: Story = {
  args: { cards: [], capReached: { member: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Vous avez atteint la limite de nouvelles cartes du jour/)).toBeInTheDocument();
    await expect(canvas.queryByText(/découvrez un nouveau paquet/)).toBeNull();
    await expect(canvas.getByRole("link", { name: "Changer le nombre de nouvelles cartes par jour" })).toHaveAttribute(
      "href",
      "/revisions/cartes-a-reviser",
    );
  },
};

/** A visitor at the cap: the same reason, without the settings (they are a member's). */
export const EnglishDailyCapReachedVisitor: Story = {
  globals: { locale: "en" },
  args: { cards: [], capReached: { member: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have reached today's limit of new cards/)).toBeInTheDocument();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Afficher la réponse" }));
    await expect(canvas.getByRole("button", { name: /^Facile/ })).toBeVisible();
  },
};
