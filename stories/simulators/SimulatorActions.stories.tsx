// The end of a simulator form (§1/§2): the submit button that computes and puts the marks in the address, the
// "clear everything" link that reloads the bare simulator page, the note about sharing the address; and the
// mentions table shown under both simulators. The actions are drawn inside a form, as the simulators do.
import type { Meta, StoryObj } from "@storybook/react";
import type { FormEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { bacSimulatorPath } from "../../ui/components/simulators/BacSimulator.tsx";
import { BREVET_SIMULATOR_PATH } from "../../ui/components/simulators/BrevetSimulator.tsx";
import { MentionsTable, SimulatorActions } from "../../ui/components/simulators/SimulatorActions.tsx";
import "../../ui/styles/simulators.css";

/** The actions at the end of a simulator form whose submission the story records. */
function InSimulatorForm({ path, onSubmit }: { path: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form
      className="sim-form"
      action={`${path}#resultat`}
      style={{ padding: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      <SimulatorActions path={path} />
    </form>
  );
}

const meta = {
  title: "Simulators/SimulatorActions",
  component: InSimulatorForm,
  args: { path: bacSimulatorPath("general"), onSubmit: fn() },
  parameters: { path: bacSimulatorPath("general") },
} satisfies Meta<typeof InSimulatorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Clicks the link and tells whether the router left the click to the browser (a full page load, as
 * `reloadDocument` asks), then stops the page load itself.
 */
async function clickLeavesPageLoad(link: HTMLElement): Promise<boolean> {
  let leftToBrowser = false;
  const listener = (event: MouseEvent) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", listener);
  await userEvent.click(link);
  window.removeEventListener("click", listener);
  return leftToBrowser;
}

/** The submit button submits the simulator's form; the note tells that the address keeps the marks. */
export const Bac: Story = {
  globals: { viewport: { value: "lg" } },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole("button", { name: "Calculer et créer le lien" });
    await expect(submit).toHaveAttribute("type", "submit");
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByText("L'adresse de la page garde tes notes : copie-la pour partager ou retrouver ta simulation."),
    ).toBeInTheDocument();
  },
};

/** "Tout effacer" goes to the bare page of the simulator with a full page load (the form state starts over). */
export const ClearReloadsPage: Story = {
  globals: { viewport: { value: "phone" } },
  args: { path: bacSimulatorPath("technologique") },
  parameters: { path: `${bacSimulatorPath("technologique")}?philo=12` },
  play: async ({ canvas, args }) => {
    const clear = canvas.getByRole("link", { name: "Tout effacer" });
    await expect(clear).toHaveAttribute("href", "/simulateur-de-notes-bac/technologique");
    await expect(await clickLeavesPageLoad(clear)).toBe(true);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BrevetEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  args: { path: BREVET_SIMULATOR_PATH },
  parameters: { path: BREVET_SIMULATOR_PATH },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("link", { name: "Clear everything" })).toHaveAttribute(
      "href",
      "/simulateur-de-notes-brevet",
    );
    await expect(
      canvas.getByText("The page address keeps your marks: copy it to share or come back to your simulation."),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Calculate and make the link" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const EnglishPhone: Story = { globals: { locale: "en", viewport: { value: "phone" } } };
export const Tablet600: Story = { globals: { viewport: { value: "sm" } } };
export const Desktop960: Story = { globals: { viewport: { value: "md" } } };
export const Desktop1350: Story = { globals: { viewport: { value: "xl" } } };

// ——— MentionsTable ———

/** The rows of the table, as [average, mention] texts. */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

/** §1 the same scale for both diplomas: 12, 14, 16 and 18 out of 20. */
export const Mentions: Story = {
  globals: { viewport: { value: "phone" } },
  render: () => <MentionsTable caption="Mentions (au premier groupe)" />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Mentions (au premier groupe)" });
    await expect(within(table).getByRole("columnheader", { name: "Moyenne" })).toBeInTheDocument();
    await expect(within(table).getByRole("columnheader", { name: "Mention" })).toBeInTheDocument();
    await expect(rows(table)).toEqual([
      ["12 ou plus", "assez bien"],
      ["14 ou plus", "bien"],
      ["16 ou plus", "très bien"],
      ["18 ou plus", "très bien avec les félicitations du jury"],
    ]);
  },
};

export const MentionsEnglish: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  render: () => <MentionsTable caption="Distinctions" />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Distinctions" });
    await expect(within(table).getByRole("columnheader", { name: "Average" })).toBeInTheDocument();
    await expect(within(table).getByRole("columnheader", { name: "Distinction" })).toBeInTheDocument();
    await expect(rows(table)).toEqual([
      ["12 or more", "assez bien (fairly good)"],
      ["14 or more", "bien (good)"],
      ["16 or more", "très bien (very good)"],
      ["18 or more", "très bien with the jury's congratulations"],
    ]);
  },
};
