// §9 the page loading bar (ui/components/chrome/LoadingBar.tsx): shown after 200 ms of loading, full when the page
// is there, gone 500 ms later; never shown for a quick load. The button stands in for the router's navigation.
import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { LoadingBarView } from "../../ui/components/chrome/LoadingBar.tsx";

function Navigation({ loading: initial }: { loading: boolean }) {
  const [loading, setLoading] = useState(initial);
  return (
    <div style={{ padding: 24 }}>
      <LoadingBarView loading={loading} />
      <button type="button" onClick={() => setLoading((value) => !value)}>
        {loading ? "Page arrived" : "Navigate"}
      </button>
    </div>
  );
}

const meta = {
  title: "Chrome/LoadingBar",
  component: Navigation,
  args: { loading: true },
} satisfies Meta<typeof Navigation>;
export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load in progress: nothing for the first 200 ms, then the bar, filling. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("progressbar")).toBeNull();
    const bar = await waitFor(() => canvas.getByRole("progressbar", { name: "Chargement de la page" }), {
      timeout: 1000,
    });
    await waitFor(() => expect(Number(bar.getAttribute("aria-valuenow"))).toBeGreaterThan(4), { timeout: 1000 });
  },
};

export const LoadingEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await waitFor(() => canvas.getByRole("progressbar", { name: "Loading the page" }), { timeout: 1000 });
  },
};

/** The page arrives: the bar is full, then hides 500 ms later. */
export const CompletesThenHides: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => canvas.getByRole("progressbar"), { timeout: 1000 });
    await userEvent.click(canvas.getByRole("button", { name: "Page arrived" }));
    await waitFor(() => expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100"));
    await waitFor(() => expect(canvas.queryByRole("progressbar")).toBeNull(), { timeout: 1500 });
  },
};

/** A quick load (under 200 ms) shows no bar at all. */
export const QuickLoad: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Navigate" });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole("button", { name: "Page arrived" }));
    await sleep(500);
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};
