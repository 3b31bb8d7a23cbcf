import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { BacSimulator } from "../../ui/components/simulators/BacSimulator.tsx";
import { BAC_GENERAL_EXAMPLE, bacMarks } from "./fixtures.ts";

const meta = {
  title: "Simulators/BacSimulator",
  component: BacSimulator,
  args: { variant: "general", session: 2026, initialValues: {} },
  parameters: { path: "/simulateur-de-notes-bac" },
} satisfies Meta<typeof BacSimulator>;
export default meta;
type Story = StoryObj<typeof meta>;

const result = (canvasElement: HTMLElement) => within(canvasElement.querySelector("#resultat") as HTMLElement);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Simulateur de notes du Bac général" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText("Saisis tes notes : le résultat se calcule au fur et à mesure.")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Bac général" })).toHaveAttribute("aria-current", "page");
  },
};

export const EmptyEnglishPhone: Story = {
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "General Bac grade simulator" })).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /Philosophy/ })).toBeInTheDocument();
  },
};

/** Typing the last mark completes the simulation; a wrong mark says why in words. */
export const TypingMarks: Story = {
  args: { initialValues: { ...BAC_GENERAL_EXAMPLE, go: "" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(result(canvasElement).getByText("Moyenne provisoire")).toBeInTheDocument();
    await expect(canvas.getByText(/Il manque encore 1 note\./)).toBeInTheDocument();
    const grandOral = canvas.getByRole("textbox", { name: /Grand oral/ });
    await userEvent.type(grandOral, "15");
    await expect(result(canvasElement).getByText("13,42")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("Bac obtenu")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("Mention assez bien")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("Encore 0,58 de moyenne pour la mention bien.")).toBeInTheDocument();
    const philosophie = canvas.getByRole("textbox", { name: /Philosophie/ });
    await userEvent.clear(philosophie);
    await userEvent.type(philosophie, "25");
    await expect(canvas.getByText("La note doit être comprise entre 0 et 20.")).toBeInTheDocument();
    await expect(philosophie).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(philosophie);
    await userEvent.type(philosophie, "neuf");
    await expect(canvas.getByText("Saisis un nombre, par exemple 12,5.")).toBeInTheDocument();
    await userEvent.clear(philosophie);
    await userEvent.type(philosophie, "9,5");
    await expect(philosophie).not.toHaveAttribute("aria-invalid");
    await expect(result(canvasElement).getByText("13,46")).toBeInTheDocument(); // + 0.5 × 8 / 100
  },
};

export const Partial: Story = {
  args: {
    initialValues: bacMarks("general", "12", { "fr-ecrit": "", "fr-oral": "", philo: "", spe1: "", spe2: "", go: "" }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Coefficients saisis : 40 sur 100.", { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText("Mention assez bien (12/20)")).toBeInTheDocument();
    await expect(canvas.getByText("8,67/20 de moyenne")).toBeInTheDocument();
    await expect(canvas.getByText("hors de portée")).toBeInTheDocument();
  },
};

export const Admitted: Story = {
  args: { initialValues: BAC_GENERAL_EXAMPLE },
  play: async ({ canvasElement }) => {
    await expect(result(canvasElement).getByText("Moyenne finale")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("13,67/20")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("13,25/20")).toBeInTheDocument();
  },
};

export const AdmittedEnglishDesktop: Story = {
  args: { initialValues: BAC_GENERAL_EXAMPLE },
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvasElement }) => {
    await expect(result(canvasElement).getByText("13.42")).toBeInTheDocument();
    await expect(result(canvasElement).getByText("Distinction: assez bien (fairly good)")).toBeInTheDocument();
  },
};

export const Felicitations: Story = {
  args: { initialValues: bacMarks("general", "18,5") },
  play: async ({ canvasElement }) => {
    await expect(
      result(canvasElement).getByText("Mention très bien avec les félicitations du jury"),
    ).toBeInTheDocument();
  },
};

export const SecondGroup: Story = {
  args: { initialValues: bacMarks("general", "9") },
  play: async ({ canvas, canvasElement }) => {
    await expect(result(canvasElement).getByText("Second groupe : oraux de rattrapage")).toBeInTheDocument();
    await expect(
      result(canvasElement).getByText("Il manque 1,00 de moyenne pour atteindre 10/20."),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText("Écrit : 9,00. Repassée seule, il te faut 15,25 à l'oral.")).toHaveLength(2);
    await userEvent.type(canvas.getByRole("textbox", { name: /Oral de rattrapage : Spécialité 1/ }), "14");
    await userEvent.type(canvas.getByRole("textbox", { name: /Oral de rattrapage : Spécialité 2/ }), "12");
    await expect(result(canvasElement).getByText("Après le second groupe : 10,28/20, bac obtenu")).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /Oral de rattrapage : Philosophie/ }), "12");
    await expect(canvas.getAllByText("Au second groupe, tu repasses deux épreuves au maximum.")).toHaveLength(3);
  },
};

export const SecondGroupEnglishPhone: Story = {
  args: { initialValues: { ...bacMarks("general", "9"), "oral-philo": "8" } },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    await expect(result(canvasElement).getByText("Second group: resit orals")).toBeInTheDocument();
    await expect(
      result(canvasElement).getByText("After the second group: 9.00/20, Bac not passed"),
    ).toBeInTheDocument();
  },
};

export const NotAdmitted: Story = {
  args: { initialValues: bacMarks("general", "7") },
  play: async ({ canvasElement }) => {
    await expect(result(canvasElement).getByText("Bac non obtenu")).toBeInTheDocument();
  },
};

export const Technologique: Story = {
  args: { variant: "technologique", initialValues: bacMarks("technologique", "12", { philo: "8", go: "16" }) },
  parameters: { path: "/simulateur-de-notes-bac/technologique" },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Simulateur de notes du Bac technologique" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: /Mathématiques/ })).toBeInTheDocument();
    await expect(result(canvasElement).getByText("12,40")).toBeInTheDocument();
  },
};

export const WithOptions: Story = {
  args: { initialValues: bacMarks("general", "12", { "opt1-1": "20", "opt1-t": "20" }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("details")).toHaveAttribute("open");
    await expect(canvas.getByRole("group", { name: "Option 1" })).toBeInTheDocument();
    await expect(result(canvasElement).getByText("12,30")).toBeInTheDocument();
  },
};

/** Session 2027: the épreuve anticipée de mathématiques (coefficient 2) and the Grand oral at 8. */
export const Session2027: Story = {
  args: { session: 2027, initialValues: { ...BAC_GENERAL_EXAMPLE, "maths-ea": "16" } },
  parameters: { path: "/simulateur-de-notes-bac?session=2027" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "Session 2027" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("textbox", { name: /Mathématiques \(épreuve anticipée\)/ })).toHaveValue("16");
    await expect(result(canvasElement).getByText("13,44")).toBeInTheDocument();
  },
};

export const Session2027EnglishPhone: Story = {
  args: { session: 2027, initialValues: {} },
  parameters: { path: "/simulateur-de-notes-bac?session=2027" },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "2027 session" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("textbox", { name: /Mathematics \(early exam\)/ })).toBeInTheDocument();
  },
};
