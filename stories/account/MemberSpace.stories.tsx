import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { orientationLinks, revisionAreas } from "../../application/web/account/member-links.ts";
import { MemberHome } from "../../ui/components/member/MemberHome.tsx";
import { MyFuture } from "../../ui/components/member/MyFuture.tsx";
import { emptyProgressSummary, progressSummary } from "../support/progress-summary.ts";

const meta = {
  title: "Account/MemberHome",
  component: MemberHome,
  args: {
    firstname: "Léa",
    accessType: "student",
    levelOfEducation: "terminale",
    premium: false,
    areas: revisionAreas("terminale"),
    progress: progressSummary,
  },
  parameters: { path: "/revisions/cours-et-quiz" },
  globals: { persona: "member" },
} satisfies Meta<typeof MemberHome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Bonjour Léa !");
    await expect(canvas.getByText(/Votre classe : Terminale/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /^Bac Cours/ })).toHaveAttribute("href", "/bac");
    await expect(canvas.getByRole("link", { name: "Quiz : suites numériques" })).toHaveAttribute(
      "href",
      "/revisions/terminale/maths/quiz-suites-numeriques",
    );
    await expect(canvas.getByText("7,5 / 10")).toBeInTheDocument();
    await expect(canvas.getByText("jours de révision d'affilée")).toBeInTheDocument();
  },
};

export const HomeEnglishDesktop: Story = {
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Mathematics")).toBeInTheDocument();
    await expect(canvas.getByText("7.5 / 10")).toBeInTheDocument();
  },
};

export const NoProgressYet: Story = {
  args: { progress: emptyProgressSummary, premium: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Rien pour l'instant/)).toBeInTheDocument();
    await expect(canvas.queryByText(/pas encore de chapitres/)).not.toBeInTheDocument();
    await expect(canvas.queryByText("Découvrir l'abonnement")).not.toBeInTheDocument();
  },
};

/** A class without chapters in the library yet: said plainly, with the revisions of its stage. */
export const NoChaptersForTheClass: Story = {
  args: {
    levelOfEducation: "4ème",
    areas: revisionAreas("4ème"),
    progress: { ...emptyProgressSummary, totals: { ...emptyProgressSummary.totals, chaptersAvailable: 0 } },
  },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Nous n'avons pas encore de chapitres pour votre classe \(Quatrième\)/),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Voir les révisions du collège" })).toHaveAttribute(
      "href",
      "/revisions/college",
    );
  },
};

export const NoChaptersForTheChildsClassEnglish: Story = {
  args: {
    accessType: "parent",
    levelOfEducation: "primaire",
    areas: revisionAreas("primaire"),
    progress: { ...emptyProgressSummary, totals: { ...emptyProgressSummary.totals, chaptersAvailable: 0 } },
  },
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We do not have chapters for your child's class yet/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "See the primary school revisions" })).toHaveAttribute(
      "href",
      "/revisions/primaire",
    );
  },
};

export const ProgressUnavailable: Story = {
  args: { progress: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Votre progression n'a pas pu être chargée/)).toBeInTheDocument();
  },
};

/** A parent: their child's level; the level unknown: every area. */
export const ParentWithoutLevel: Story = {
  args: { firstname: null, accessType: "parent", levelOfEducation: null, areas: revisionAreas(null), progress: null },
  globals: { viewport: { value: "phone" }, locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Hello!");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(8);
  },
};

const tom = {
  id: "0b7f8f0e-6c55-4f3c-9a6e-2f0c8c1d2e3f",
  firstname: "Tom",
  lastname: "Bernard",
  email: "enfant@demo.test",
  levelOfEducation: "terminale",
  addedAt: "2026-10-22T10:00:00.000Z",
};
const ines = { ...tom, id: "7d1c2a8e-0f4b-4c1e-8a7d-5b3c2e1f0a9b", firstname: "Inès", email: "ines@demo.test" };

/**
 * A parent holding the family plan: each child's progress on their home, before their own (mostly empty), each with
 * a link to the family space; a child whose progress could not load is said so.
 */
/** What the parent stories share: the holder of a family plan, whose own progress is empty. */
const familyHolder = {
  firstname: "Claire",
  accessType: "parent",
  levelOfEducation: "terminale",
  family: true,
  premium: true,
  progress: emptyProgressSummary,
} as const;

export const ParentWithChildren: Story = {
  args: {
    ...familyHolder,
    familyChildren: [
      { child: tom, progress: progressSummary },
      { child: ines, progress: null },
    ],
  },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "La progression de mes enfants" });
    await expect(within(section).getByRole("heading", { level: 3, name: "Tom Bernard · Terminale" })).toBeVisible();
    await expect(within(section).getByText("A révisé aujourd'hui.")).toBeInTheDocument();
    await expect(within(section).getByRole("link", { name: "Quiz : suites numériques" })).toBeInTheDocument();
    await expect(within(section).getByText(/La progression de Inès Bernard n'a pas pu être chargée/)).toBeVisible();
    const links = within(section).getAllByRole("link", { name: /dans l'espace famille$/ });
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute("href", "/mon-compte#famille");
    await expect(links[0]).toHaveAccessibleName("Gérer le compte de Tom Bernard dans l'espace famille");
    // The children come before the parent's own revisions; the notice pointing elsewhere is gone.
    const areas = canvas.getByRole("heading", { level: 2, name: "Mes révisions" });
    await expect(section.compareDocumentPosition(areas) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.queryByText(/se suit dans votre espace famille/)).not.toBeInTheDocument();
  },
};

export const ParentWithChildrenEnglishDesktop: Story = {
  args: {
    ...familyHolder,
    familyChildren: [{ child: tom, progress: progressSummary }],
  },
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "My children's progress" });
    await expect(
      within(section).getByRole("link", { name: "Manage Tom Bernard's account in the family space" }),
    ).toHaveAttribute("href", "/mon-compte#famille");
    await expect(within(section).getByText("Mathematics")).toBeInTheDocument();
  },
};

/** A holder of the family plan without a child account yet: where to add one. */
export const ParentWithoutChildYet: Story = {
  args: {
    firstname: "Claire",
    accessType: "parent",
    levelOfEducation: "3ème",
    family: true,
    premium: true,
    familyChildren: [],
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "La progression de mes enfants" });
    await expect(within(section).getByRole("link", { name: "Ajouter un compte enfant" })).toHaveAttribute(
      "href",
      "/mon-compte#famille",
    );
  },
};

/** A holder whose family could not be loaded: the home still says where their children's progress is. */
export const ParentWithFamily: Story = {
  args: { firstname: "Claire", accessType: "parent", levelOfEducation: "3ème", family: true, premium: true },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/La progression de vos enfants se suit dans votre espace famille/),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Voir la progression de mes enfants" })).toHaveAttribute(
      "href",
      "/mon-compte#famille",
    );
  },
};

/** A parent without the family plan: where following a child's progress comes from. */
export const ParentWithoutFamilyEnglish: Story = {
  args: { firstname: "Claire", accessType: "parent", levelOfEducation: "3ème" },
  globals: { locale: "en", viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Discover the Family plan" })).toHaveAttribute("href", "/premium");
    await expect(canvas.queryByRole("link", { name: "See my children's progress" })).not.toBeInTheDocument();
  },
};

/** §2 /mon-avenir: orientation links, those of the member's stage first. */
export const MyFutureStudent: Story = {
  render: () => (
    <MyFuture firstname="Léa" accessType="student" levelOfEducation="terminale" links={orientationLinks("terminale")} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Mon avenir");
    await expect(canvas.getByRole("heading", { name: "Pour votre niveau" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /Parcoursup/ })).toHaveAttribute("href", "/orientation/parcoursup");
    // Issue 32: nothing for a stage she has left (the Brevet).
    await expect(canvas.queryByRole("link", { name: /Brevet/ })).not.toBeInTheDocument();
  },
};

export const MyFutureEnglishPhone: Story = {
  render: () => (
    <MyFuture firstname={null} accessType="parent" levelOfEducation="3ème" links={orientationLinks("3ème")} />
  ),
  globals: { locale: "en", viewport: { value: "phone" } },
};

/** A parent is spoken to about their child's studies, not their own. */
export const MyFutureParent: Story = {
  render: () => (
    <MyFuture firstname="Claire" accessType="parent" levelOfEducation="4ème" links={orientationLinks("4ème")} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Claire, préparez avec votre enfant la suite de ses études\./)).toBeInTheDocument();
    await expect(canvas.queryByText(/suite de vos études/)).not.toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Pour la classe de votre enfant" })).toBeInTheDocument();
  },
};

export const MyFutureWithoutLevelDesktop: Story = {
  render: () => <MyFuture firstname="Léa" accessType={null} levelOfEducation={null} links={orientationLinks(null)} />,
  globals: { viewport: { value: "lg" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Explorer l'orientation" })).toBeInTheDocument();
  },
};
