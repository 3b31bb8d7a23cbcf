import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import type { PlanView } from "../../application/web/account/member-profile.ts";
import { DeleteAccountForm } from "../../ui/components/member/DeleteAccountForm.tsx";
import { LogoutButton } from "../../ui/components/account/LogoutButton.tsx";
import { PlanSection } from "../../ui/components/member/PlanSection.tsx";
import { ProfileSection, type ProfileSectionProps } from "../../ui/components/member/ProfileSection.tsx";

const profile: ProfileSectionProps["profile"] = {
  firstname: "Léa",
  lastname: "Martin",
  email: "lea.martin@example.org",
  username: "lea-m",
  birthdate: "2009-03-12",
  accessType: "student",
  levelOfEducation: "terminale",
};

/** My account's profile, plan, logout and deletion sections, each in its states. */
const meta = {
  title: "Account/ProfileSection",
  component: ProfileSection,
  args: { profile },
  parameters: { path: "/mon-compte" },
  decorators: [
    (Story) => (
      <div className="member-page member-page--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Léa Martin")).toBeInTheDocument();
    await expect(canvas.getByText("12 mars 2009")).toBeInTheDocument();
    await expect(canvas.getByText("Terminale", { selector: "dd" })).toBeInTheDocument();
  },
};

export const DetailsEnglishDesktop: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("March 12, 2009")).toBeInTheDocument();
    // The full name is labelled as a name, not as the last name of the edit form's field.
    await expect(canvas.getByText("Name", { selector: "dt" })).toBeInTheDocument();
    await expect(canvas.queryByText("Last name", { selector: "dt" })).not.toBeInTheDocument();
  },
};

/** The e-mail is not shown when the displayEmail flag forbids it (§6). */
export const WithoutEmail: Story = {
  args: { profile: { ...profile, email: null, birthdate: null, levelOfEducation: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("lea.martin@example.org")).not.toBeInTheDocument();
    await expect(canvas.getAllByText("Non renseignée")).toHaveLength(2);
  },
};

/** Editing: empty names and a future birthday give the §5 messages. */
export const EditErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Modifier mes informations"));
    const first = canvas.getByLabelText("Prénom");
    await userEvent.clear(first);
    await userEvent.clear(canvas.getByLabelText("Date de naissance"));
    await userEvent.type(canvas.getByLabelText("Date de naissance"), "2999-01-01");
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await expect(canvas.getByText("Ce champ est requis.")).toBeInTheDocument();
    await expect(
      canvas.getByText("Vous ne pouvez pas renseigner une date de naissance supérieure à la date du jour."),
    ).toBeInTheDocument();
    await expect(first).toHaveFocus();
  },
};

export const ServerErrorsEnglish: Story = {
  args: { state: { values: { firstname: "" }, errors: { firstname: "Required", birthdate: "BirthdayTooEarly" } } },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This field is required.")).toBeInTheDocument();
    await expect(canvas.getByText("Your date of birth is before the earliest date allowed.")).toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { pending: true, state: { values: {}, errors: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Envoi en cours…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ServerError: Story = {
  args: { state: { alert: "Unavailable" } },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    // Beside the button that was pressed, after the fields: not above the form, off screen on a phone.
    const alert = canvas.getByRole("alert");
    const submit = canvas.getByRole("button", { name: "Enregistrer" });
    await expect(alert.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const birthdate = canvas.getByLabelText("Date de naissance");
    await expect(birthdate.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Vos informations sont enregistrées.");
  },
};

const soloPlan: PlanView = {
  id: "solo-yearly",
  names: { fr: "Solo annuel", en: "Solo yearly" },
  status: "active",
  periodEnd: "2027-09-01T00:00:00.000Z",
  isFamily: false,
  viaFamily: false,
};

/** The plan section: no plan (the way to the offers), a plan with its end, a plan shared by a family. */
export const PlanNone: Story = {
  render: () => <PlanSection plans={[]} />,
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Gérer mon abonnement" })).toHaveAttribute("href", "/premium");
  },
};

export const PlanSoloEnglish: Story = {
  render: () => <PlanSection plans={[soloPlan]} />,
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Solo yearly")).toBeInTheDocument();
    await expect(canvas.getByText("Current period until September 1, 2027")).toBeInTheDocument();
  },
};

export const PlanViaFamily: Story = {
  render: () => (
    <PlanSection
      plans={[{ ...soloPlan, names: { fr: "Famille annuel", en: "Family yearly" }, isFamily: true, viaFamily: true }]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Partagé avec vous par le titulaire de votre offre Famille.")).toBeInTheDocument();
  },
};

/** Deletion: a clear warning, the password asked for. */
export const DeleteClosed: Story = {
  render: () => <DeleteAccountForm subscribed />,
  globals: { viewport: { value: "phone" } },
};

export const DeleteEmptyPassword: Story = {
  render: () => <DeleteAccountForm subscribed />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Je veux supprimer mon compte"));
    await expect(canvas.getByText(/la suppression est définitive/)).toBeInTheDocument();
    await expect(canvas.getByText(/Votre abonnement s'arrête avec le compte/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Supprimer définitivement mon compte" }));
    await expect(canvas.getByText("Veuillez indiquer votre mot de passe.")).toBeInTheDocument();
  },
};

export const DeleteWrongPasswordEnglish: Story = {
  render: () => <DeleteAccountForm state={{ alert: "PasswordIncorrect" }} />,
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Incorrect password.");
    await expect(canvas.getByLabelText("Your password, to confirm")).toBeVisible();
  },
};

export const DeletePending: Story = {
  render: () => <DeleteAccountForm pending state={{}} />,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByRole("button", { name: "Suppression…" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Logout posts to /logout. */
export const Logout: Story = {
  render: () => <LogoutButton />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Se déconnecter" })).toBeInTheDocument();
    await expect(canvasElement.querySelector("form")).toHaveAttribute("action", "/logout");
  },
};

export const LogoutPendingEnglish: Story = {
  render: () => <LogoutButton pending />,
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Logging out…" })).toHaveAttribute("aria-busy", "true");
  },
};
