import type { Meta, StoryObj } from "@storybook/react";
import { expect, waitFor } from "storybook/test";
import { Countdown } from "../../ui/components/premium/Countdown.tsx";
import { LIVE_CAMPAIGN, STORY_NOW } from "./fixtures.ts";

// offre-famille 2026–2027: rotation 4 days, offset 10 min, from 2026-09-01T00:00+02:00 (2026-08-31T22:00Z).
// Cycles end at 22:10Z on Aug 31 + 4k days; at 2026-11-21T12:00Z the next end is 2026-11-23T22:10Z.
const meta = {
  title: "Premium/Countdown",
  component: Countdown,
  args: { campaign: LIVE_CAMPAIGN, initialAt: STORY_NOW.toISOString(), live: false },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Fin de l'offre dans")).toBeInTheDocument();
    await expect(canvas.getByRole("timer")).toHaveTextContent("2 jours, 10 heures et 10 minutes");
  },
};

export const RunningEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Offer ends in")).toBeInTheDocument();
    await expect(canvas.getByRole("timer")).toHaveTextContent("2 days, 10 hours, 10 minutes");
  },
};

export const SecondsBeforeRestart: Story = {
  args: { initialAt: "2026-11-23T22:09:55.000Z" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("timer")).toHaveTextContent("5 secondes");
  },
};

export const Compact: Story = { args: { compact: true, label: "Plus que" }, globals: { viewport: { value: "phone" } } };

export const Ended: Story = {
  args: { initialAt: "2027-09-02T00:00:00.000Z" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Cette offre est terminée.");
    await expect(canvas.queryByRole("timer")).toBeNull();
  },
};

export const EndedEnglish: Story = {
  args: { initialAt: "2027-09-02T00:00:00.000Z" },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("This offer has ended.");
  },
};

/** Follows the clock: the value changes every second. */
export const Live: Story = {
  args: { live: true },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole("timer");
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
  },
};

export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
export const Tablet600English: Story = { globals: { viewport: { value: "sm" }, locale: "en" } };
