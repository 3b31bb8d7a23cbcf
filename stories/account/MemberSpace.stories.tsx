import type { Meta, StoryObj } from "@storybook/react";
import { expect } from "storybook/test";
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

/** A parent holding the family plan: their children's progress is in the family space of their account. */
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
