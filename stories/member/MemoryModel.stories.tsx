import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { MemoryModel } from "../../ui/components/member/MemoryModel.tsx";

const defaults = [1, 3, 9, 24, 60];

const meta = {
  title: "Member/MemoryModel",
  component: MemoryModel,
  args: {
    memory: {
      personal: true,
      minReviews: 800,
      reviewCount: 1240,
      fittedAt: "2026-11-20T03:00:00.000Z",
      optimizer: "@open-spaced-repetition/binding 0.5.0 (FSRS-6)",
      logLossDefault: 0.41,
      logLossFitted: 0.35,
      intervals: { defaults, mine: [2, 7, 20, 51, 120] },
    },
  },
  parameters: { path: "/revisions/cartes-a-reviser" },
  globals: { persona: "member" },
  decorators: [
    (Story) => (
      <div className="member-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemoryModel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fitted: the date, the reviews it came from, the gain measured, and both schedules side by side. */
export const Personal: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/ajusté le 20 novembre 2026 à partir de vos 1240 révisions/)).toBeInTheDocument();
    await expect(canvas.getByText(/15 % plus faible/)).toBeInTheDocument();
    await expect(canvas.getByRole("row", { name: /Le vôtre 2 7 20 51 120/ })).toBeInTheDocument();
  },
};

export const PersonalEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/fitted on November 20, 2026 from your 1240 reviews/)).toBeInTheDocument();
  },
};

/** Not enough reviews yet: the defaults, and how many reviews the fit waits for. */
export const NotYet: Story = {
  args: {
    memory: {
      personal: false,
      minReviews: 800,
      reviewCount: null,
      fittedAt: null,
      optimizer: null,
      logLossDefault: null,
      logLossFitted: null,
      intervals: { defaults, mine: defaults },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Après 800 révisions/)).toBeInTheDocument();
    await expect(canvas.queryByRole("row", { name: /Le vôtre/ })).not.toBeInTheDocument();
  },
};

export const NotYetEnglish: Story = {
  args: { ...NotYet.args },
  globals: { locale: "en", viewport: { value: "phone" } },
};
