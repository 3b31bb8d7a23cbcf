import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { DropdownMenu } from "../../ui/components/chrome/DropdownMenu.tsx";

const items = [
  { label: "Toute l'orientation", href: "/orientation" },
  { label: "Parcoursup", href: "/orientation/parcoursup" },
  { label: "Mon avenir", href: "/mon-avenir" },
];

function Controlled({ label, initiallyOpen = false }: { label: string; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ padding: 16, minHeight: 260 }}>
      <DropdownMenu label={label} items={items} open={open} onOpenChange={setOpen} />
      <button type="button">Après</button>
    </div>
  );
}

const meta = { title: "Chrome/DropdownMenu", component: Controlled, args: { label: "Orientation" } } satisfies Meta<
  typeof Controlled
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: ArrowUp opens on the last link; arrows wrap; Tab out closes. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Orientation" });
    button.focus();
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(canvas.getByRole("link", { name: "Mon avenir" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("link", { name: "Toute l'orientation" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByRole("link", { name: "Mon avenir" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Après" })).toHaveFocus();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  },
};
/** Click opens; a click outside closes. */
export const ClickOutside: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Orientation" });
    await userEvent.click(button);
    await expect(canvas.getByRole("link", { name: "Parcoursup" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Après" }));
    await expect(button).toHaveAttribute("aria-expanded", "false");
  },
};
export const Open: Story = { args: { initiallyOpen: true } };
export const OpenEnglishLabel: Story = {
  args: { initiallyOpen: true, label: "Careers guidance" },
  globals: { locale: "en" },
};
