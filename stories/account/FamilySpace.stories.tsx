import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent } from "storybook/test";
import type { FamilyResponse } from "../../application/contracts/account/family.ts";
import { FamilySpace } from "../../ui/components/member/FamilySpace.tsx";
import { progressSummary } from "../support/progress-summary.ts";

const child = {
  id: "0b7f8f0e-6c55-4f3c-9a6e-2f0c8c1d2e3f",
  firstname: "Tom",
  lastname: "Bernard",
  email: "tom.bernard@example.org",
  levelOfEducation: "4ème",
  addedAt: "2026-10-01T10:00:00.000Z",
};
const family: FamilyResponse = {
  role: "holder",
  holder: { id: "m-3", firstname: "Claire", lastname: "Bernard" },
  members: [child],
  maxMembers: 5,
  canAddMember: true,
};

const meta = {
  title: "Account/FamilySpace",
  component: FamilySpace,
  args: { family },
  parameters: { path: "/mon-compte" },
  globals: { persona: "family" },
  decorators: [
    (Story) => (
      <div className="member-page member-page--narrow">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FamilySpace>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Holder: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Tom Bernard", { selector: ".family-member__name" })).toBeInTheDocument();
    await expect(
      canvas.getByText(
        "Comptes enfants : 1 sur 5. Chaque enfant se connecte avec son propre email et profite de votre abonnement.",
      ),
    ).toBeInTheDocument();
  },
};

export const HolderEnglishDesktop: Story = { globals: { locale: "en", viewport: { value: "lg" } } };

/** The holder sees each child's progress: the same summary the child sees on their home. */
export const HolderWithChildProgress: Story = {
  args: { childrenProgress: { [child.id]: { ...progressSummary, memberId: child.id, firstname: "Tom" } } },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Progression de Tom Bernard" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Quiz : suites numériques" })).toBeInTheDocument();
    await expect(canvas.getByText("A révisé aujourd'hui.")).toBeInTheDocument();
  },
};

export const HolderWithChildProgressEnglish: Story = {
  args: { childrenProgress: { [child.id]: progressSummary } },
  globals: { locale: "en", viewport: { value: "lg" } },
};

/** A child's progress that could not be loaded leaves the rest of the family space. */
export const ChildProgressUnavailable: Story = {
  args: { childrenProgress: { [child.id]: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/La progression de Tom Bernard n'a pas pu être chargée/)).toBeInTheDocument();
  },
};

/** Removing a child asks for a confirmation first. */
export const RemoveConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText("Retirer"));
    await expect(canvas.getByRole("button", { name: "Confirmer le retrait" })).toBeVisible();
    await expect(canvasElement.querySelector('input[name="memberId"]')).toHaveValue(child.id);
  },
};

export const Removing: Story = { args: { removingId: child.id } };

export const Removed: Story = {
  args: { family: { ...family, members: [] }, removed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Le compte a été retiré de la famille.");
    await expect(canvas.getByText("Aucun compte enfant pour l'instant.")).toBeInTheDocument();
  },
};

/** Adding a child: the §5 checks of the new account. */
export const AddChildErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Ajouter un compte enfant"));
    await userEvent.type(canvas.getByLabelText("Email de l'enfant"), "tom@");
    await userEvent.type(canvas.getByLabelText("Mot de passe de l'enfant"), "court");
    await userEvent.click(canvas.getByRole("button", { name: "Créer le compte enfant" }));
    await expect(canvas.getAllByText("Ce champ est requis.")).toHaveLength(3);
    await expect(canvas.getByText("Email invalide.")).toBeInTheDocument();
    await expect(canvas.getByText("Un mot de passe doit avoir au moins 8 caractères.")).toBeInTheDocument();
  },
};

export const AddChildRefusedEnglish: Story = {
  args: { addState: { values: { firstname: "Zoé", email: "zoe@example.org" }, alert: "EmailUnavailable" } },
  globals: { locale: "en", viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("This e-mail address cannot be used.");
    // Beside the button that was pressed, after the fields: not above the form, off screen on a phone.
    const submit = canvas.getByRole("button", { name: "Create the child account" });
    await expect(alert.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const email = canvas.getByLabelText("Child's e-mail");
    await expect(email.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const AddChildPending: Story = {
  args: { addPending: true, addState: { values: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Envoi en cours…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ChildAdded: Story = {
  args: {
    added: "Zoé",
    family: { ...family, members: [child, { ...child, id: "1b7f8f0e-6c55-4f3c-9a6e-2f0c8c1d2e3f", firstname: "Zoé" }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Le compte de Zoé est créé.");
  },
};

export const Full: Story = {
  args: { family: { ...family, maxMembers: 1, canAddMember: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Votre famille est au complet.")).toBeInTheDocument();
    await expect(canvas.queryByText("Ajouter un compte enfant")).not.toBeInTheDocument();
  },
};

/** A child member sees who holds the family. */
export const ChildMember: Story = {
  args: { family: null, holder: { firstname: "Claire", lastname: "Bernard" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Vous faites partie de la famille de Claire Bernard, qui gère l'abonnement."),
    ).toBeInTheDocument();
  },
};

export const Unavailable: Story = {
  args: { family: null, unavailable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeInTheDocument();
  },
};
