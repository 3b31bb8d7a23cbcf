import type { Meta, StoryObj } from "@storybook/react";
import { expect, type within } from "storybook/test";
import { PartnerShell } from "../../ui/components/chrome/PartnerShell.tsx";
import { SamplePage } from "./support.tsx";

const meta = {
  title: "Layout/PartnerShell",
  component: PartnerShell,
  args: { area: "gar", children: <SamplePage /> },
} satisfies Meta<typeof PartnerShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 15: the sales terms and the cookie policy of the main footer, in both partner footers. */
async function expectSiteWideLegalLinks(canvas: ReturnType<typeof within>) {
  await expect(canvas.getByRole("link", { name: "Conditions générales de vente" })).toHaveAttribute(
    "href",
    "/conditions-generales-de-vente",
  );
  await expect(canvas.getByRole("link", { name: "Politique cookies" })).toHaveAttribute("href", "/politique-cookies");
}

/** §2 GAR layout: its own header and footer with the GAR legal links. */
export const Gar: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Révizo Espace GAR" })).toHaveAttribute("href", "/gar");
    await expect(canvas.getByRole("link", { name: "Conditions d'utilisation" })).toHaveAttribute(
      "href",
      "/gar/conditions-d-utilisation",
    );
    await expect(canvas.getByRole("link", { name: "Informations RGPD" })).toHaveAttribute(
      "href",
      "/gar/mentions-informations-RGPD",
    );
    await expect(canvas.getByRole("link", { name: "Mentions légales" })).toHaveAttribute(
      "href",
      "/gar/mentions-legales",
    );
    await expect(canvas.getByText("Version 6.10.0 · Région FR")).toBeInTheDocument();
    await expectSiteWideLegalLinks(canvas);
  },
};
export const GarEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "GDPR information" })).toBeInTheDocument();
  },
};
/** §2 CNED layout. */
export const Cned: Story = {
  args: { area: "cned" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Mentions légales de l'application CNED" })).toHaveAttribute(
      "href",
      "/cned/mentions-legales-application-cned",
    );
    await expectSiteWideLegalLinks(canvas);
  },
};
export const CnedEnglish: Story = {
  args: { area: "cned" },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Cookie policy" })).toHaveAttribute("href", "/politique-cookies");
  },
};
export const GarPhone: Story = { globals: { viewport: { value: "phone" } } };
export const GarTablet600: Story = { globals: { viewport: { value: "sm" } } };
export const GarDesktop960: Story = { globals: { viewport: { value: "md" } } };
export const GarDesktop1264: Story = { globals: { viewport: { value: "lg" } } };
export const GarDesktop1350: Story = { globals: { viewport: { value: "xl" } } };
