import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { CheckoutSteps } from "../../ui/components/premium/CheckoutSteps.tsx";

const meta = {
  title: "Premium/CheckoutSteps",
  component: CheckoutSteps,
  args: { current: "account" },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CheckoutSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountStepForAVisitor: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole("listitem");
    await expect(steps.map((step) => step.textContent)).toEqual(["✓Formule(terminé)", "2Compte", "3Paiement"]);
    await expect(steps[1]).toHaveAttribute("aria-current", "step");
    await expect(canvas.getByRole("navigation", { name: "Étapes de la commande" })).toBeInTheDocument();
  },
};

export const PaymentStepForAMember: Story = {
  args: { current: "payment" },
  globals: { persona: "member" },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole("listitem");
    await expect(steps[2]).toHaveAttribute("aria-current", "step");
    await expect(steps[1]).toHaveTextContent("(terminé)");
  },
};

export const PlanStep: Story = {
  args: { current: "plan" },
  play: async ({ canvas }) => expect(canvas.getAllByRole("listitem")[0]).toHaveAttribute("aria-current", "step"),
};

export const English: Story = {
  args: { current: "payment" },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Order steps" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("listitem").map((step) => step.textContent)).toEqual([
      "✓Plan(done)",
      "✓Account(done)",
      "3Payment",
    ]);
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264English: Story = { globals: { viewport: { value: "lg" }, locale: "en" } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
