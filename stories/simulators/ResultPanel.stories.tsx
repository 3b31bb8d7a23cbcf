import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { ResultPanel } from "../../ui/components/simulators/ResultPanel.tsx";

const meta = {
  title: "Simulators/ResultPanel",
  component: ResultPanel,
  args: {
    diploma: "bac",
    complete: true,
    averageHundredths: 1342,
    outcome: "admis",
    mention: "assez-bien",
    nextMention: { mention: "bien", missingHundredths: 58 },
    missingToPassHundredths: null,
    targets: [],
    controleContinuHundredths: 1367,
    epreuvesHundredths: 1325,
    progress: null,
  },
} satisfies Meta<typeof ResultPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admitted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Moyenne : 13,42 sur 20. Bac obtenu, Mention assez bien.",
    );
  },
};

export const AdmittedEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("0.58 more on your average for the distinction bien (good).")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    complete: false,
    averageHundredths: null,
    outcome: null,
    mention: null,
    nextMention: null,
    controleContinuHundredths: null,
    epreuvesHundredths: null,
    targets: [{ threshold: 10, mention: null, status: { kind: "needed", averageHundredths: 1000 } }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
    await expect(canvas.getByText("Saisis tes notes : le résultat se calcule au fur et à mesure.")).toBeInTheDocument();
    await expect(canvas.queryByText("Avoir le bac (10/20)")).toBeNull();
  },
};

export const BrevetNotAdmitted: Story = {
  args: {
    diploma: "brevet",
    averageHundredths: 850,
    outcome: "non-admis",
    mention: null,
    nextMention: null,
    missingToPassHundredths: 150,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Brevet non obtenu")).toBeInTheDocument();
    await expect(canvas.getByText("Il manque 1,50 de moyenne pour atteindre 10/20.")).toBeInTheDocument();
  },
};

export const SecuredAndOutOfReach: Story = {
  args: {
    complete: false,
    outcome: null,
    mention: null,
    nextMention: null,
    averageHundredths: 1500,
    progress: "Coefficients saisis : 90 sur 100.",
    targets: [
      { threshold: 10, mention: null, status: { kind: "secured" } },
      { threshold: 18, mention: "felicitations", status: { kind: "out-of-reach" } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("déjà assuré")).toBeInTheDocument();
    await expect(canvas.getByText("hors de portée")).toBeInTheDocument();
  },
};
