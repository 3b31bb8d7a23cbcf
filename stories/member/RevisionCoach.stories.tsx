import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
import { RevisionCoach } from "../../ui/components/member/RevisionCoach.tsx";
import { emptyRevisionPlan, revisionPlan } from "../support/revision-plan.ts";

const meta = {
  title: "Member/RevisionCoach",
  component: RevisionCoach,
  args: { plan: revisionPlan },
  parameters: { path: "/revisions/cours-et-quiz/coach", action: () => ({ ok: true }) },
  globals: { persona: "member" },
} satisfies Meta<typeof RevisionCoach>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tonight's plan half done, one exam on track and one three days behind, the weeks ahead, on a phone. */
export const Plan: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Mon coach de révision" })).toBeInTheDocument();
    await expect(canvas.getByText("Fait : 2 sur 3")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Apprendre : La conscience" })).toHaveAttribute(
      "href",
      "/revisions/terminale/philosophie/la-conscience",
    );
    await expect(canvas.getByRole("link", { name: "Réviser 42 cartes" })).toHaveAttribute(
      "href",
      "/revisions/cartes-a-reviser",
    );
    await expect(canvas.getByText("Refaire le quiz : Calcul intégral (meilleur score 45 %)")).toBeInTheDocument();
    await expect(canvas.getByText(/3 jours de retard/)).toBeInTheDocument();
    await expect(canvas.getByText(/Date prévisionnelle/)).toBeInTheDocument();
    await expect(canvas.getByRole("table", { name: "Minutes prévues et tâches de chaque jour" })).toBeInTheDocument();
    await expect(canvas.getAllByText("Repos")).toHaveLength(1);
  },
};

export const PlanEnglishDesktop: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "My revision coach" })).toBeInTheDocument();
    await expect(canvas.getByText("Done: 2 of 3")).toBeInTheDocument();
    await expect(canvas.getByText(/3 days behind/)).toBeInTheDocument();
    await expect(canvas.getByText("Bac: philosophy", { selector: "h3" })).toBeInTheDocument();
  },
};

/** No exam chosen yet: the settings form, open, with the session dates. */
export const FirstVisit: Story = {
  args: { plan: emptyRevisionPlan },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list", { name: "Le plan de ce soir" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("checkbox", { name: "Bac : philosophie" })).not.toBeChecked();
    await expect(canvas.getByText("Date (session : 14 juin 2027)")).toBeInTheDocument();
    await expect(canvas.getByRole("spinbutton", { name: "Mercredi" })).toHaveValue(60);
  },
};

export const FirstVisitEnglish: Story = {
  args: { plan: emptyRevisionPlan },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Date (session: June 14, 2027)")).toBeInTheDocument();
  },
};

/** Saved: the page says the plan is redone. */
export const Saved: Story = {
  args: { saved: { ok: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Vos réglages sont enregistrés : le plan est refait.")).toBeInTheDocument();
  },
};

/** The TOEIC chosen without a date: the form stays open and names the field. */
export const RefusedExamDate: Story = {
  args: {
    plan: emptyRevisionPlan,
    saved: { ok: false, refusal: { type: "Refused", code: "ExamDateRequired", exam: "toeic", weekday: null } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Indiquez la date de cet examen : il n'a pas de date de session.")).toHaveLength(
      2,
    );
    await expect(canvas.getByLabelText(/Date \(à choisir\)/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** A day's minutes refused, in English. */
export const RefusedMinutesEnglish: Story = {
  args: {
    plan: revisionPlan,
    saved: { ok: false, refusal: { type: "Refused", code: "MinutesInvalid", exam: null, weekday: 6 } },
  },
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: "Sunday" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getAllByText("Each day's time must be a whole number of minutes, from 0 to 480.")).toHaveLength(
      2,
    );
  },
};

/** The API could not be reached: the form says so. */
export const SaveFailed: Story = {
  args: { saved: { ok: false, refusal: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Vos réglages n'ont pas pu être enregistrés. Réessayez dans quelques instants."),
    ).toBeInTheDocument();
  },
};
