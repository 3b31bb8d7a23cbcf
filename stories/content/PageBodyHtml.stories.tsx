import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { PageBodyHtml, ServerBodyHtml } from "../../ui/components/content/PageBodyHtml.tsx";
import "../../ui/styles/content.css";
import { SAMPLE, SAMPLE_EN } from "./fixtures.ts";

/**
 * A document's body sent once per page: during the server render it comes from the request's context (shown here
 * through the same context), in the browser from the server's HTML already in the page.
 */
const meta = {
  title: "Content/PageBodyHtml",
  component: PageBodyHtml,
  args: { path: "/revisions/college/3eme/maths/theoreme-de-pythagore", className: "prose" },
  decorators: [
    (Story, { globals }) => (
      <ServerBodyHtml value={new Map([["/revisions/college/3eme/maths/theoreme-de-pythagore", globals.locale === "en" ? SAMPLE_EN.html : SAMPLE.html]])}>
        <div className="content-page">
          <Story />
        </div>
      </ServerBodyHtml>
    ),
  ],
} satisfies Meta<typeof PageBodyHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(canvasElement.querySelector("[data-page-body]")).not.toBeNull();
  },
};
export const English: Story = { globals: { locale: "en" } };
