import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { MarkField, type MarkFieldProps } from "../../ui/components/simulators/MarkField.tsx";

/** A field that keeps what is typed, as the simulators do. */
function Controlled(props: Omit<MarkFieldProps, "onChange">) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16 }}>
      <MarkField {...props} value={value} onChange={(_, next) => setValue(next)} />
    </div>
  );
}

const meta = {
  title: "Simulators/MarkField",
  component: Controlled,
  args: { name: "philo", label: "Philosophie", value: "", hint: "Coefficient 8" },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Philosophie (note sur 20)" });
    await expect(input).toHaveAttribute("inputmode", "decimal");
    await expect(input).toHaveAccessibleDescription("Coefficient 8");
    await userEvent.type(input, "12,5");
    await expect(input).toHaveValue("12,5");
  },
};

export const Filled: Story = { args: { value: "14,25" } };

export const WithError: Story = {
  args: { value: "25", error: "La note doit être comprise entre 0 et 20." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /Philosophie/ });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Coefficient 8 La note doit être comprise entre 0 et 20.");
  },
};

export const WithErrorEnglish: Story = {
  args: { label: "Philosophy", hint: "Coefficient 8", value: "abc", error: "Enter a number, for example 12.5." },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Philosophy (mark out of 20)" })).toBeInTheDocument();
  },
};
