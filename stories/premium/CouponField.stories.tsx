import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent } from "storybook/test";
import { CouponField } from "../../ui/components/premium/CouponField.tsx";

const valid = {
  status: "valid" as const,
  code: "FAMILLE15",
  discount: { kind: "percent" as const, value: 15 },
  planIds: ["family-yearly"],
  expiresAt: null,
};
const invalid = (
  reason: "Unknown" | "Expired" | "NotStarted" | "NotApplicable" | "Exhausted" | "Malformed",
  code = "RENTREE2025",
) => ({
  status: "invalid" as const,
  code,
  reason,
});

const meta = {
  title: "Premium/CouponField",
  component: CouponField,
  args: { action: "/premium", check: null, onCheck: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CouponField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText("Code promo");
    await expect(input).toHaveAttribute("name", "coupon");
    // An empty submission is refused on the spot.
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Saisissez un code promo.");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(args.onCheck).not.toHaveBeenCalled();
    // A typed code is checked in the background (JavaScript) without leaving the page.
    await userEvent.type(input, " famille15 ");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer" }));
    await expect(args.onCheck).toHaveBeenCalledWith("famille15");
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Promo code")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeInTheDocument();
  },
};

export const WithoutJavaScriptKeepsTheQuery: Story = {
  args: { onCheck: undefined, hidden: { country: "SN", plan: "africa-family-yearly-mobile-money" } },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form");
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/premium");
    const hidden = [...canvasElement.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map(
      (input) => `${input.name}=${input.value}`,
    );
    await expect(hidden).toEqual(["country=SN", "plan=africa-family-yearly-mobile-money"]);
  },
};

export const Valid: Story = {
  args: { check: valid, defaultCode: "FAMILLE15", removeHref: "/premium" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Code FAMILLE15 appliqué : 15 % de réduction.");
    await expect(canvas.getByRole("link", { name: "Retirer le code" })).toHaveAttribute("href", "/premium");
  },
};

export const ValidAmountEnglish: Story = {
  args: { check: { ...valid, code: "AFRIQUE26", discount: { kind: "amount", value: 5000, currency: "XOF" } } },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/Code AFRIQUE26 applied: F\sCFA\s5,000 off\./);
  },
};

export const Expired: Story = {
  args: { check: invalid("Expired"), defaultCode: "RENTREE2025" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Le code RENTREE2025 a expiré.");
    await expect(canvas.getByLabelText("Code promo")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Unknown: Story = {
  args: { check: invalid("Unknown", "NOPE") },
  play: async ({ canvas }) => expect(canvas.getByRole("status")).toHaveTextContent("Le code NOPE n'existe pas."),
};
export const NotStarted: Story = {
  args: { check: invalid("NotStarted", "ETE2027") },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("status")).toHaveTextContent("Le code ETE2027 n'est pas encore valable."),
};
export const NotApplicable: Story = {
  args: { check: invalid("NotApplicable", "FAMILLE15") },
  play: async ({ canvas }) => expect(canvas.getByRole("status")).toHaveTextContent("ne s'applique pas à cette offre"),
};
export const Exhausted: Story = {
  args: { check: invalid("Exhausted", "PREMIERS100") },
  play: async ({ canvas }) => expect(canvas.getByRole("status")).toHaveTextContent("autant de fois que possible"),
};
export const Malformed: Story = {
  args: { check: invalid("Malformed", "10% OFF") },
  play: async ({ canvas }) =>
    expect(canvas.getByRole("status")).toHaveTextContent("Un code promo ne contient que des lettres"),
};
export const ExpiredEnglish: Story = {
  args: { check: invalid("Expired") },
  globals: { locale: "en" },
  play: async ({ canvas }) => expect(canvas.getByRole("status")).toHaveTextContent("The code RENTREE2025 has expired."),
};

export const Pending: Story = {
  args: { pending: true, defaultCode: "FAMILLE15" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Vérification du code…");
    await expect(canvas.getByRole("button", { name: "Appliquer" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Unavailable: Story = {
  args: { unavailable: true, defaultCode: "FAMILLE15" },
  play: async ({ canvas }) => expect(canvas.getByRole("status")).toHaveTextContent("Le code n'a pas pu être vérifié."),
};

export const CampaignCodeInForce: Story = {
  args: {
    check: { ...valid, code: "FAMILLE26", discount: { kind: "percent", value: 20 } },
    fromCampaign: true,
    removeHref: "/premium/offre-famille",
  },
  globals: { persona: "member" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Un autre code promo ?")).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("Code FAMILLE26 appliqué : 20 % de réduction.");
    // The campaign's own code cannot be removed.
    await expect(canvas.queryByRole("link", { name: "Retirer le code" })).toBeNull();
  },
};

export const Phone: Story = { args: { check: valid }, globals: { viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { args: { check: invalid("Unknown", "XYZ") }, globals: { viewport: { value: "md" } } };
export const Desktop1264English: Story = { globals: { viewport: { value: "lg" }, locale: "en" } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
