import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { FrenchOnlyNote } from "../../ui/components/content/FrenchOnlyNote.tsx";
import "../../ui/styles/content.css";

const meta = { title: "Content/FrenchOnlyNote", component: FrenchOnlyNote } satisfies Meta<typeof FrenchOnlyNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: "en" }, play: async ({ canvas }) => expect(canvas.getByRole("note")).toHaveTextContent("This content is only available in French.") };
export const French: Story = {};
