import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { MathContext } from "../../ui/components/content/math.ts";
import { MathStyles } from "../../ui/components/content/MathStyles.tsx";
import { Markdown } from "../../ui/components/content/Markdown.tsx";
import "../../ui/styles/content.css";
import { MARKDOWN_MATH, MARKDOWN_MATH_SAMPLE, MARKDOWN_SAMPLE } from "./fixtures.ts";

const meta = {
  title: "Content/Markdown",
  component: Markdown,
  args: { source: MARKDOWN_SAMPLE },
  decorators: [
    (Story) => (
      <div className="content-page">
        <div className="prose">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Le théorème de Pythagore" })).toHaveAttribute("id", "le-theoreme-de-pythagore");
    await expect(canvas.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(canvas.getByRole("link", { name: "le cours sur les fonctions" })).toHaveAttribute("href", "/revisions/3eme/maths/fonctions-lineaires-et-affines");
    await expect(canvas.getByRole("region", { name: "Tableau : Côtés, Longueur, Carré" })).toBeInTheDocument();
    await expect(canvas.getByText("def hypotenuse(a, b):", { exact: false })).toBeInTheDocument();
  },
};

/** Interface text in English; the document itself stays as written. */
export const English: Story = { globals: { locale: "en" }, play: async ({ canvas }) => {
  await expect(canvas.getByRole("region", { name: "Table: Côtés, Longueur, Carré" })).toBeInTheDocument();
} };

/** Formulas rendered on the server by KaTeX, with the KaTeX stylesheet of math pages. */
export const WithMath: Story = {
  args: { source: MARKDOWN_MATH_SAMPLE },
  decorators: [
    (Story) => (
      <MathContext.Provider value={MARKDOWN_MATH}>
        <MathStyles />
        <Story />
      </MathContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll(".katex").length).toBeGreaterThanOrEqual(4);
    await expect(canvasElement.querySelector(".math--display .katex-display")).not.toBeNull();
    await expect(canvasElement.textContent).toContain("5 $ ou 10 $");
  },
};

/** Without the server step, formulas show their TeX source. */
export const MathSourceOnly: Story = { args: { source: MARKDOWN_MATH_SAMPLE } };

/** HTML in a document is text, and unsafe links are not links. */
export const Unsafe: Story = {
  args: { source: '<script>alert("x")</script> [clic](javascript:alert(1)) ![image](data:image/png;base64,AAAA)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<script>alert\("x"\)<\/script>/)).toBeInTheDocument();
    await expect(canvasElement.querySelector("script, img, a")).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
