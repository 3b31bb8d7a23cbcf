import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Dialog } from "../../ui/components/chrome/Dialog.tsx";
import { Flag } from "../../ui/components/Flag.tsx";

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {open ? (
        <Dialog labelledBy="demo-title" onClose={() => setOpen(false)}>
          <h2 id="demo-title">Titre</h2>
          <button type="button">Premier</button>
          <button type="button" onClick={() => setOpen(false)}>
            Dernier
          </button>
        </Dialog>
      ) : null}
    </div>
  );
}

const meta = { title: "Chrome/Dialog", component: DialogDemo } satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves in, Tab wraps inside, Escape closes, focus returns to the opener. */
export const FocusTrap: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole("button", { name: "Ouvrir" });
    await userEvent.click(opener);
    const dialog = canvas.getByRole("dialog", { name: "Titre" });
    await expect(within(dialog).getByRole("button", { name: "Premier" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Dernier" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Premier" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole("button", { name: "Dernier" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** The flags of the language selector (inline SVG, decorative). */
export const Flags: Story = {
  render: () => (
    <p>
      <Flag locale="fr" /> <Flag locale="en" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("svg.flag")).toHaveLength(2);
  },
};
