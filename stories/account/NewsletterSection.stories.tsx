import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { NewsletterSection } from "../../ui/components/member/NewsletterSection.tsx";

const link = { email: "lea.martin@example.org", token: "dGhpcy1pcy1hLXN0b3J5LXRva2VuLW9mLTQzLWNoYXJz" };

/** Issue 15: /mon-compte's newsletter section, shown while the account address is on the list. */
const meta = {
  title: "Account/NewsletterSection",
  component: NewsletterSection,
  args: { link },
  parameters: { path: "/mon-compte" },
  decorators: [
    (Story) => (
      <div className="member-page member-page--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribed: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Newsletter" })).toBeInTheDocument();
    await expect(canvas.getByText(link.email)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Ne plus recevoir la newsletter" })).toBeInTheDocument();
    const form = canvasElement.querySelector("form");
    await expect(form?.querySelector('input[name="intent"]')).toHaveValue("unsubscribeNewsletter");
    await expect(form?.querySelector('input[name="token"]')).toHaveValue(link.token);
  },
};

export const SubscribedEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Stop receiving the newsletter" })).toBeInTheDocument();
    await expect(canvas.getByText(/You receive the newsletter/)).toBeInTheDocument();
  },
};

export const Done: Story = {
  args: { link: null, done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("C'est fait : vous ne recevrez plus la newsletter.");
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { alert: "Unavailable" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Une erreur est survenue, merci d'essayer plus tard.");
    await expect(canvas.getByRole("button", { name: "Ne plus recevoir la newsletter" })).toBeInTheDocument();
  },
};

/** Not on the list: nothing shows. */
export const NotSubscribed: Story = {
  args: { link: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};
