import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { BrevetSimulator } from "../../ui/components/simulators/BrevetSimulator.tsx";
import { BREVET_EXAMPLE } from "./fixtures.ts";

const meta = {
  title: "Simulators/BrevetSimulator",
  component: BrevetSimulator,
  args: { initialValues: {} },
  parameters: { path: "/simulateur-de-notes-brevet" },
} satisfies Meta<typeof BrevetSimulator>;
export default meta;
type Story = StoryObj<typeof meta>;

const result = (canvasElement: HTMLElement) => within(canvasElement.querySelector("#resultat") as HTMLElement);
const exams = { francais: "8", mathematiques: "8", "histoire-geographie": "8", emc: "8", sciences: "8", oral: "8" };

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Simulateur de notes du brevet" })).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "Matière par matière" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /Physique-chimie/ })).toBeInTheDocument();
  },
};

export const EmptyEnglishPhone: Story = {
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Brevet grade simulator" })).toBeInTheDocument();
  },
};

/** The worked example of our Brevet page, typed by hand: 13,59 and "assez bien". */
export const TypingTheExample: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Ma moyenne générale de 3e" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Moyenne générale de 3e/ }), "13,5");
    await expect(result(canvasElement).getByText("Moyenne provisoire")).toBeInTheDocument();
    const marks: [RegExp, string][] = [
      [/^Français/, "12"],
      [/^Mathématiques/, "14"],
      [/^Histoire-géographie/, "11"],
      [/^Enseignement moral et civique/, "12"],
      [/^Sciences/, "15"],
      [/^Oral/, "16"],
    ];
    for (const [name, value] of marks) await userEvent.type(canvas.getByRole("textbox", { name }), value);
    await expect(result(canvasElement).getByText("13,59")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("Brevet obtenu")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("Mention assez bien")).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /^Oral/ }), "0");
    await expect(canvas.getByText("La note doit être comprise entre 0 et 20.")).toBeInTheDocument();
  },
};

export const Partial: Story = {
  args: { initialValues: { "cc-francais": "12", "cc-mathematiques": "12", francais: "12" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Part de la note déjà saisie : 52 %.", { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText("7,84/20 de moyenne")).toBeInTheDocument();
  },
};

export const Admitted: Story = {
  args: { initialValues: BREVET_EXAMPLE },
  play: async ({ canvasElement }) => {
    await expect(result(canvasElement).getByText("13,59")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("13,65/20")).toBeInTheDocument();
  },
};

export const AdmittedEnglishDesktop: Story = {
  args: { initialValues: BREVET_EXAMPLE },
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvasElement }) => {
    await expect(result(canvasElement).getByText("13.59")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("Brevet passed")).toBeInTheDocument();
  },
};

export const WithOptionBonus: Story = {
  args: { initialValues: { ...BREVET_EXAMPLE, "option-1": "15" } },
  play: async ({ canvasElement }) => {
    await expect(result(canvasElement).getByText("18,50/20")).toBeInTheDocument(); // 13.5 + 5
  },
};

export const NotAdmitted: Story = {
  args: { initialValues: { "cc-mode": "moyenne", "cc-moyenne": "8", ...exams } },
  play: async ({ canvasElement }) => {
    await expect(result(canvasElement).getByText("Brevet non obtenu")).toBeInTheDocument();
    await expect(
      result(canvasElement).getByText("Il manque 2,00 de moyenne pour atteindre 10/20."),
    ).toBeInTheDocument();
  },
};

export const NotAdmittedEnglishPhone: Story = {
  args: { initialValues: { "cc-mode": "moyenne", "cc-moyenne": "8", ...exams } },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    await expect(result(canvasElement).getByText("Brevet not passed")).toBeInTheDocument();
  },
};

export const InvalidMarks: Story = {
  args: { initialValues: { "cc-francais": "douze", francais: "12,125" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Saisis un nombre, par exemple 12,5.")).toBeInTheDocument();
    await expect(canvas.getByText("Deux chiffres après la virgule au maximum.")).toBeInTheDocument();
  },
};
