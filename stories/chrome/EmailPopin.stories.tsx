import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { EmailPopin } from "../../ui/components/chrome/EmailPopin.tsx";
import { currentFakes, withChromeContainer } from "./support.tsx";

const meta = {
  title: "Chrome/EmailPopin",
  component: EmailPopin,
  decorators: [withChromeContainer],
  args: { path: "/", onDone: fn() },
} satisfies Meta<typeof EmailPopin>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function fillForm(locale: "fr" | "en" = "fr", email = "eleve@example.org") {
  const fr = locale === "fr";
  const dialog = await body().findByRole("dialog");
  const scope = within(dialog);
  const submit = scope.getByRole("button", { name: fr ? "Recevoir mes fiches" : "Get my sheets" });
  await expect(submit).toBeDisabled();
  await userEvent.selectOptions(scope.getByLabelText(fr ? "Je suis" : "I am"), "lycee");
  await userEvent.selectOptions(scope.getByLabelText(fr ? "Niveau" : "Level"), "terminale");
  await expect(submit).toBeDisabled();
  const input = scope.getByLabelText(fr ? "Adresse e-mail" : "E-mail address");
  await expect(input).toHaveAttribute("type", "email");
  await expect(input).toHaveAttribute("placeholder", "Email");
  await userEvent.type(input, email);
  await expect(submit).toBeDisabled(); // consent still missing
  await userEvent.click(scope.getByRole("checkbox"));
  await expect(submit).toBeEnabled();
  return { dialog, scope, submit, input };
}

/** §4/§5: the four conditions enable the button; a success closes the popin and confirms "Email envoyé !". */
export const SubmitSuccess: Story = {
  play: async ({ args }) => {
    const { submit } = await fillForm();
    await userEvent.click(submit);
    await expect(await body().findByText("Email envoyé !")).toBeInTheDocument();
    await expect(body().queryByRole("dialog")).toBeNull();
    await expect(currentFakes?.api.calls[0]?.body).toMatchObject({
      email: "eleve@example.org",
      sourceLevelOfEducationName: "terminale",
      acceptNewsletter: true,
    });
    await expect(currentFakes?.analytics.names()).toEqual(["newsletterEmailStart"]);
    await expect(args.onDone).not.toHaveBeenCalled(); // the confirmation stays a few seconds
  },
};

/** §5/§8: a 400 marks the e-mail as existing (red border, message); editing it clears the state. */
export const ExistingEmail: Story = {
  parameters: { newsletter: "exists" },
  play: async () => {
    const { scope, submit, input } = await fillForm();
    await userEvent.click(submit);
    await expect(await scope.findByRole("alert")).toHaveTextContent(
      "Cette adresse email est déjà inscrite à la newsletter.",
    );
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveClass("input--error");
    await expect(currentFakes?.analytics.names()).toContain("newsletterFailure");
    await userEvent.type(input, "m");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(scope.queryByRole("alert")).toBeNull();
  },
};

/** §8: without a server summary, the generic message. */
export const ServerError: Story = {
  parameters: { newsletter: "error" },
  globals: { locale: "en" },
  play: async () => {
    const { scope, submit, input } = await fillForm("en");
    await userEvent.click(submit);
    await expect(await scope.findByRole("alert")).toHaveTextContent("An error occurred, please try again later.");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** Issue 15: an invalid address is said at its field, and the disabled button says what is missing. */
export const InvalidAddressSaysWhy: Story = {
  play: async () => {
    const dialog = await body().findByRole("dialog");
    const scope = within(dialog);
    await expect(scope.getByText(/^Pour recevoir les fiches : dis qui tu es, choisis ton niveau/)).toBeVisible();
    await userEvent.selectOptions(scope.getByLabelText("Je suis"), "lycee");
    await userEvent.selectOptions(scope.getByLabelText("Niveau"), "terminale");
    const input = scope.getByLabelText("Adresse e-mail");
    await userEvent.type(input, "eleve@example");
    await userEvent.click(scope.getByRole("checkbox"));
    await expect(scope.getByRole("button", { name: "Recevoir mes fiches" })).toBeDisabled();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Email invalide.");
    await expect(scope.getByRole("button", { name: "Recevoir mes fiches" })).toHaveAccessibleDescription(
      "Pour recevoir les fiches : saisis une adresse e-mail valide.",
    );
  },
};

/** Issue 15 in English: the invalid-address message and the reason. */
export const InvalidAddressEnglish: Story = {
  globals: { locale: "en" },
  play: async () => {
    const scope = within(await body().findByRole("dialog"));
    await userEvent.type(scope.getByLabelText("E-mail address"), "pupil@");
    await expect(scope.getByText("Invalid e-mail.")).toBeVisible();
  },
};

/** Issue 15: only the programmes that fit the user type ("Élève de primaire": primary school only, chosen). */
export const ProgrammesFitTheUserType: Story = {
  play: async () => {
    const scope = within(await body().findByRole("dialog"));
    await userEvent.selectOptions(scope.getByLabelText("Je suis"), "college");
    const level = scope.getByLabelText("Niveau");
    await expect(
      within(level)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choisir…", "6e", "5e", "4e", "3e"]);
    await userEvent.selectOptions(level, "5ème");
    await userEvent.selectOptions(scope.getByLabelText("Je suis"), "primaire");
    await expect(within(level).queryByRole("option", { name: "5e" })).toBeNull();
    await expect(level).toHaveValue("primaire");
  },
};

/** §4: the button shows its loader while sending; the popin cannot be closed meanwhile. */
export const Sending: Story = {
  parameters: { newsletter: "slow" },
  play: async () => {
    const { scope, submit } = await fillForm();
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
    await expect(scope.getByRole("button", { name: "Fermer" })).toBeDisabled();
  },
};

/** §4: closing stores the seen flag for the session. */
export const Close: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", { name: "Reçois 5 fiches de révision gratuites" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(currentFakes?.storage.get("session", "newsletterPopupSeen")).toBe("true");
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** §4: Escape closes too. */
export const EscapeCloses: Story = {
  globals: { locale: "en" },
  play: async () => {
    await body().findByRole("dialog", { name: "Get 5 free revision sheets" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
  },
};

/** §4: the second variant (kept in local storage once picked). */
export const VariantB: Story = {
  parameters: { random: 0.9 },
  play: async () => {
    await body().findByRole("dialog", { name: "5 fiches de révision offertes" });
    await expect(currentFakes?.storage.get("local", "newsletterPopupVariant")).toBe("popup-b");
  },
};

/** §2: never on /premium nor on orientation pages. */
export const NotOnOrientation: Story = {
  args: { path: "/orientation/parcoursup" },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(body().queryByRole("dialog")).toBeNull();
  },
};

export const EnglishPhone: Story = { globals: { locale: "en", viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1264English: Story = { globals: { viewport: { value: "lg" }, locale: "en" } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };
