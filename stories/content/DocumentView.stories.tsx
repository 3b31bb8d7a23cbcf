import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { DocumentView } from "../../ui/components/content/DocumentView.tsx";
import "../../ui/styles/content.css";
import { COURSE, MARKDOWN_MATH_SAMPLE, MARKDOWN_SAMPLE, PREMIUM_COURSE, rendered, SUMMARIES } from "./fixtures.ts";

/** A whole document page as the routes render it: metadata, formulas, article. */
const meta = {
  title: "Content/DocumentView",
  component: DocumentView,
  args: {
    data: { document: { ...COURSE, ...rendered(`${MARKDOWN_MATH_SAMPLE}\n\n${MARKDOWN_SAMPLE}`) }, previous: null, next: SUMMARIES[1]! },
    path: "/revisions/3eme/maths/theoreme-de-pythagore",
    crumbs: [{ label: "Révisions", to: "/revisions" }, { label: COURSE.title }],
  },
} satisfies Meta<typeof DocumentView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CourseWithMath: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(COURSE.title);
    await expect(canvasElement.querySelectorAll(".katex").length).toBeGreaterThan(0);
    const data = [...canvasElement.ownerDocument.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent).join("");
    await expect(data).toContain('"@type":"LearningResource"');
  },
};
export const PremiumVisitorEnglish: Story = {
  globals: { locale: "en" },
  args: { data: { document: PREMIUM_COURSE, previous: null, next: null } },
  play: async ({ canvas }) => expect(canvas.getByRole("heading", { name: "The rest is for subscribers" })).toBeInTheDocument(),
};
export const Subscriber: Story = { globals: { persona: "subscriber" } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
