import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent } from "storybook/test";
import { CookieConsentDialog } from "../../ui/components/chrome/CookieConsentDialog.tsx";
import { withChromeContainer } from "./support.tsx";

const meta = {
  title: "Chrome/CookieConsentDialog",
  component: CookieConsentDialog,
  decorators: [withChromeContainer],
  args: { onClose: fn() },
} satisfies Meta<typeof CookieConsentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is consented by default; necessary cookies are always on and cannot be unticked. */
export const FirstChoice: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Vos préférences cookies" })).toBeInTheDocument();
    const boxes = canvas.getAllByRole("checkbox");
    await expect(boxes[0]).toBeDisabled();
    await expect(boxes[0]).toBeChecked();
    for (const box of boxes.slice(1)) await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Fermer" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("dialog")).toBeInTheDocument();
    await expect(canvas.getAllByRole("checkbox").length).toBeGreaterThanOrEqual(3);
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
