import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import { ProfilingSteps } from "../../ui/components/account/ProfilingSteps.tsx";

const countries = [
  { value: "BE", label: "Belgique" },
  { value: "FR", label: "France" },
  { value: "SN", label: "Sénégal" },
];

const meta = {
  title: "Account/ProfilingSteps",
  component: ProfilingSteps,
  args: { step: "userType", accessType: null, levelOfEducation: null, country: "FR", countries },
  parameters: { path: "/profiling" },
  decorators: [
    (Story) => (
      <div className="account-page">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfilingSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: who you are; continuing without a choice asks for one. */
export const UserType: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Étape 1 sur 2")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Continuer" }));
    await expect(canvas.getByText("Ce champ est requis.")).toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText(/Parent/));
    await expect(canvas.queryByText("Ce champ est requis.")).not.toBeInTheDocument();
  },
};

export const UserTypeEnglishDesktop: Story = { globals: { locale: "en", viewport: { value: "lg" } } };

/** Step 2 for a pupil or student. */
export const StudentLevel: Story = {
  args: { step: "level", accessType: "student" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("En quelle classe êtes-vous ?");
    await userEvent.click(canvas.getByRole("button", { name: "Terminer" }));
    await expect(canvas.getByText("Ce champ est requis.")).toBeInTheDocument();
    await expect(canvas.getByLabelText("Votre pays")).toHaveValue("FR");
  },
};

/** Step 2 for a parent: their child's level. */
export const ParentLevelEnglish: Story = {
  args: { step: "level", accessType: "parent", levelOfEducation: "4ème", country: "SN" },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Which school year is your child in?");
    await expect(canvas.getByLabelText(/Quatrième/)).toBeChecked();
  },
};

export const Pending: Story = {
  args: { step: "level", accessType: "student", levelOfEducation: "terminale", pending: true },
  globals: { viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Enregistrement…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ServerError: Story = {
  args: { step: "level", accessType: "student", levelOfEducation: "terminale", state: { alert: "Unavailable" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Une erreur est survenue");
  },
};

/** Done: on to the post-login home. */
export const Done: Story = {
  args: { step: "done" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Commencer à réviser" })).toHaveAttribute(
      "href",
      "/revisions/cours-et-quiz",
    );
  },
};

export const DoneEnglishPhone: Story = {
  args: { step: "done" },
  globals: { locale: "en", viewport: { value: "phone" } },
};
