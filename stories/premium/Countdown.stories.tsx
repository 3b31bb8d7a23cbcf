import type { Meta, StoryObj } from "@storybook/react";
import { expect, waitFor } from "storybook/test";
import { Countdown } from "../../ui/components/premium/Countdown.tsx";
import { LIVE_CAMPAIGN, STORY_NOW } from "./fixtures.ts";

// offre-famille 2026–2027: ends 2027-09-01T00:00+02:00 (2027-08-31T22:00Z), rotation 4 days. Issue 15: the counter
// counts to that end, and shows only in the campaign's last 4 days; 2 days 10 h 10 min before the end is 2027-08-29T11:50Z.
const NEAR_THE_END = "2027-08-29T11:50:00.000Z";
const meta = {
  title: "Premium/Countdown",
  component: Countdown,
  args: { campaign: LIVE_CAMPAIGN, initialAt: NEAR_THE_END, live: false },
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

export const SecondsBeforeTheEnd: Story = {
  args: { initialAt: "2027-08-31T21:59:55.000Z" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("timer")).toHaveTextContent("5 secondes");
    await expect(canvas.getByRole("timer").querySelector("[data-ends-at]")).toHaveAttribute(
      "data-ends-at",
      "2027-08-31T22:00:00.000Z",
    );
  },
};

/** Issue 15: "1 jour", not "1 jours" (ICU plurals). */
export const OneDaySingular: Story = {
  args: { initialAt: "2027-08-30T12:00:00.000Z" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("jour")).toBeInTheDocument();
    await expect(canvas.queryByText("jours")).toBeNull();
  },
};

export const OneDaySingularEnglish: Story = {
  args: { initialAt: "2027-08-30T12:00:00.000Z" },
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getByText("day")).toBeInTheDocument(),
};

/** Issue 15: months before its end, an offer shows no counter (its page states the end date). */
export const FarFromTheEnd: Story = {
  args: { initialAt: STORY_NOW.toISOString() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("timer")).toBeNull();
    await expect(canvas.queryByRole("status")).toBeNull();
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
  // A campaign ending two days from now (the counter shows in its last days and follows the real clock).
  args: {
    live: true,
    campaign: {
      ...LIVE_CAMPAIGN,
      startDate: new Date(Date.now() - 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    },
    initialAt: new Date().toISOString(),
  },
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
