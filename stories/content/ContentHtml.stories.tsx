import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ContentHtml } from "../../ui/components/content/ContentHtml.tsx";
import { MathStyles } from "../../ui/components/content/MathStyles.tsx";
import "../../ui/styles/content.css";
import { MATH_SAMPLE, rendered, SAMPLE, SAMPLE_EN } from "./fixtures.ts";

/** A document's text as the importer rendered it (docs/decisions/013), shown in the article's prose. */
const meta = {
  title: "Content/ContentHtml",
  component: ContentHtml,
  args: { html: SAMPLE.html, className: "prose" },
  decorators: [
    (Story) => (
      <div className="content-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Le théorème de Pythagore" })).toHaveAttribute("id", "le-theoreme-de-pythagore");
    await expect(canvas.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(canvas.getByRole("link", { name: "le cours sur les fonctions" })).toHaveAttribute("href", "/revisions/3eme/maths/fonctions-lineaires-et-affines");
    await expect(canvas.getByRole("link", { name: "Éduscol" })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.getByRole("region", { name: "Tableau : Côtés, Longueur, Carré" })).toBeInTheDocument();
    await expect(canvas.getByText("def hypotenuse(a, b):", { exact: false })).toBeInTheDocument();
  },
};

/** An English document names its table regions in English. */
export const English: Story = {
  globals: { locale: "en" },
  args: { html: SAMPLE_EN.html },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Table: Côtés, Longueur, Carré" })).toBeInTheDocument();
  },
};

/** Formulas typeset by KaTeX at import, with the KaTeX stylesheet of math pages. */
export const WithMath: Story = {
  args: { html: MATH_SAMPLE.html },
  decorators: [
    (Story) => (
      <>
        <MathStyles />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll(".katex").length).toBeGreaterThanOrEqual(4);
    await expect(canvasElement.querySelector(".math--display .katex-display")).not.toBeNull();
    await expect(canvasElement.textContent).toContain("5 $ ou 10 $");
  },
};

/** HTML in a document is text, and unsafe links are not links. */
export const Unsafe: Story = {
  args: { html: rendered('Voici <script>alert("x")</script> [clic](javascript:alert(1)) ![image](data:image/png;base64,AAAA)').html },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<script>alert\("x"\)<\/script>/)).toBeInTheDocument();
    await expect(canvasElement.querySelector("script, img, a")).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
