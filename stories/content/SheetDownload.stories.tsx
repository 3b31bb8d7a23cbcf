import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { SheetDownload } from "../../ui/components/content/SheetDownload.tsx";
import "../../ui/styles/content.css";

const meta = {
  title: "Content/SheetDownload",
  component: SheetDownload,
  args: { path: "/revisions/lycee/terminale/maths/fiche-calcul-integral" },
} satisfies Meta<typeof SheetDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Télécharger la fiche (PDF)" });
    await expect(link).toHaveAttribute("href", "/api/content/sheets/revisions/lycee/terminale/maths/fiche-calcul-integral.pdf");
    await expect(link).toHaveAttribute("download");
    const large = canvas.getByRole("link", { name: "Version en grands caractères (PDF)" });
    await expect(large).toHaveAttribute(
      "href",
      "/api/content/sheets/revisions/lycee/terminale/maths/fiche-calcul-integral.pdf?print=large",
    );
  },
};
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Download the sheet (PDF)" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Large-print version (PDF)" })).toBeInTheDocument();
  },
};
