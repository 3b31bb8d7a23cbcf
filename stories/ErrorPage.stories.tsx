import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ErrorPage } from "../ui/components/ErrorPage.tsx";

const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };

const meta = {
  title: "Pages/ErrorPage",
  component: ErrorPage,
  args: { error: notFound },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundFr: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Cette page n'existe pas");
    await expect(canvas.getByText("This page could not be found")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  },
};
export const NotFoundEn: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("This page could not be found");
    await expect(canvas.getByRole("link", { name: "Back to the home page" })).toBeInTheDocument();
  },
};
export const Gone: Story = { args: { error: { ...notFound, status: 410, statusText: "Gone" } } };
export const ServerErrorFr: Story = {
  args: { error: { ...notFound, status: 503, statusText: "Service Unavailable" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Une erreur est survenue");
    await expect(canvas.getByText("Code d'erreur : 503")).toBeInTheDocument();
  },
};
export const ThrownErrorEn: Story = { globals: { locale: "en" }, args: { error: new Error("boom") } };
export const PhoneWidth: Story = { globals: { viewport: { value: "phone" } } };
