// Issue 12 "Offline": the notice in the chrome while the browser has no network
// (ui/components/chrome/OfflineIndicator.tsx, OfflineNotice.tsx). The live region is always there; the notice shows only offline.
import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { OfflineIndicatorView } from "../../ui/components/chrome/OfflineNotice.tsx";

const meta = {
  title: "Chrome/OfflineIndicator",
  component: OfflineIndicatorView,
  args: { offline: true },
} satisfies Meta<typeof OfflineIndicatorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Hors ligne : les pages déjà ouvertes restent disponibles")).toBeVisible();
  },
};

export const OfflineEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Offline: the pages you already opened are still available")).toBeVisible();
  },
};

/** Online: nothing shows, the empty live region waits for a change. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".offline-indicator")).toBeEmptyDOMElement();
  },
};
