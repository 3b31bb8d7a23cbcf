import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryContentApi, type MemoryContentDocument } from "../../../adapters/memory/memory-content-api.ts";
import { MemoryAuthCookie } from "../../../adapters/memory/memory-site-cookies.ts";
import { AuthCookieSourceToken } from "../account/session/ports.ts";
import { ApiClientToken } from "../http/ports.ts";
import { LoadHome } from "./load-home.ts";

const doc = (path: string, frontMatter: Record<string, unknown>): MemoryContentDocument => ({
  path,
  frontMatter: { title: path.split("/").at(-1), description: "…", ...frontMatter },
  text: "Texte.",
});

const DOCUMENTS = [
  doc("revisions/lycee/terminale/maths/suites", {
    kind: "course",
    level: "lycee",
    grade: "terminale",
    subject: "maths",
    order: 1,
  }),
  doc("revisions/college/3eme/svt/genetique", {
    kind: "course",
    level: "college",
    grade: "3eme",
    subject: "svt",
    order: 1,
  }),
  doc("revisions/college/3eme/svt/quiz-genetique", {
    kind: "quiz",
    level: "college",
    grade: "3eme",
    subject: "histoire-geo",
    order: 2,
  }),
  doc("exams/bac/sujets/sujet-francais", {
    kind: "exam",
    level: "lycee",
    grade: "premiere",
    subject: "francais",
    exam: "bac",
    premium: true,
  }),
  doc("exams/brevet/sujets/sujet-maths", {
    kind: "exam",
    level: "college",
    grade: "3eme",
    subject: "maths",
    exam: "brevet",
  }),
];

function setup(member: boolean) {
  const c = root.createChildContainer();
  c.registerInstance(ApiClientToken, new MemoryContentApi(DOCUMENTS));
  c.registerInstance(
    AuthCookieSourceToken,
    new MemoryAuthCookie(member ? { id: "m1", token: "t", refreshToken: "r", exp: 0, expRefresh: 0 } : null),
  );
  return c.resolve(LoadHome);
}

describe("LoadHome (issue 15, the home page)", () => {
  it("builds the classes from what the library files (every kind, as /revisions) and gives each exam of the season its practice papers", async () => {
    const home = (
      await setup(false).execute({ locale: "fr", region: "FR", today: new Date("2027-04-10T10:00:00Z") })
    )._unsafeUnwrap();
    expect(home.classes).toEqual([
      // The quiz files a subject that has no course yet: it has content, so the class leads to it.
      { level: "college", classes: [{ grade: "3eme", subjects: ["histoire-geo", "svt"] }] },
      { level: "lycee", classes: [{ grade: "terminale", subjects: ["maths"] }] },
    ]);
    const practice = Object.fromEntries(home.season.exams.map((exam) => [exam.id, exam.practice]));
    expect(practice["bac-francais"]).toEqual([
      { href: "/bac/sujets/sujet-francais", title: "sujet-francais", premium: true },
    ]);
    expect(practice.brevet).toEqual([{ href: "/brevet/sujets/sujet-maths", title: "sujet-maths", premium: false }]);
    expect(practice["bac-maths"]).toEqual([]);
    expect(home.season).toMatchObject({ season: "spring", session: 2027 });
  });

  it("leaves out what it cannot read: a visitor has no revisions, and plans or a summary out of reach are null", async () => {
    const visitor = (
      await setup(false).execute({ locale: "fr", region: "FR", today: new Date("2027-04-10T10:00:00Z") })
    )._unsafeUnwrap();
    expect(visitor.revising).toBeNull();
    expect(visitor.offers).toBeNull();
    const member = (
      await setup(true).execute({ locale: "fr", region: "FR", today: new Date("2027-04-10T10:00:00Z") })
    )._unsafeUnwrap();
    expect(member.revising).toBeNull();
    expect(member.classes).not.toBeNull();
  });
});
