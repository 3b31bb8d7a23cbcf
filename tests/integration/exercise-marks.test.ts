// Marks on exercises (issue 27): a member marks an exercise of a bank « Réussi » or « À revoir », the latest mark
// counts; the marks feed the progress summary (per subject, totals, streak) and the list of banks with exercises to
// redo (the review page). Only exercises the member may open can be marked.
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { members } from "../../adapters/api/db/schema.ts";
import { BankMarks, ExerciseBanksWorked, ProgressSummary } from "../../application/contracts/learning-progress.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, type Session } from "./support/members.ts";

const FOLDER = "revisions/lycee/seconde/maths";
const FREE = `${FOLDER}/exercices-vecteurs`;
const PREMIUM = `${FOLDER}/exercices-fonctions`;

function bank(path: string, title: string, premium: boolean, ids: string[]) {
  const exercises = ids
    .map(
      (id) =>
        `  - { id: ${id}, title: "Exercice ${id}", statement: "Calcule $2 + 3$.", hints: ["Ajoute.", "Deux plus trois."], ` +
        `steps: ["$2 + 3$", "$= 5$"], answer: "$5$" }`,
    )
    .join("\n");
  const chapter = path.split("/").pop()!.replace("exercices-", "");
  return {
    source: `${path}.md`,
    raw:
      `---\ntitle: "${title}"\ndescription: "Des exercices pour s'entraîner."\nkind: exercises\nlevel: lycee\n` +
      `grade: seconde\nsubject: maths\nexam: bac\npremium: ${premium}\nchapter: ${chapter}\norder: 1\n` +
      `exercises:\n${exercises}\n---\n\nIntroduction.\n`,
  };
}

describe.each(ENGINES)("exercise marks on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    const files = [
      bank(FREE, "Exercices corrigés : vecteurs", false, ["chasles", "milieu", "colineaires"]),
      bank(PREMIUM, "Exercices corrigés : fonctions", true, ["image", "antecedent", "variations"]),
    ];
    const parsed = parseContentFiles(files);
    expect(parsed.failures).toEqual([]);
    await syncContentDocuments(api.database.db, parsed.documents, { prune: true });
  });
  afterAll(() => api.close());

  async function secondePupil(plan?: "solo-yearly"): Promise<Session> {
    const member = await createMember(api, plan ? { plan } : {});
    await api.database.db.update(members).set({ levelOfEducation: "seconde" }).where(eq(members.id, member.id));
    return login(api, member);
  }

  const markOf = (session: Session, path: string, body: unknown) =>
    api.request(`/api/progress/exercise-marks/${path}`, { method: "PUT", token: session.token, body });

  async function marksOf(session: Session, path: string) {
    const response = await api.request(`/api/progress/exercise-marks/${path}`, { token: session.token });
    expect(response.status).toBe(200);
    return v.parse(BankMarks, await response.json()).marks;
  }

  it("keeps each exercise's latest mark, for its member only", async () => {
    const pupil = await secondePupil();
    expect(await marksOf(pupil, FREE)).toEqual({});
    const first = await markOf(pupil, FREE, { exerciseId: "chasles", mark: "review" });
    expect(first.status).toBe(200);
    expect(v.parse(BankMarks, await first.json())).toEqual({ bankPath: FREE, marks: { chasles: "review" } });
    api.clock.advance(60);
    await markOf(pupil, FREE, { exerciseId: "milieu", mark: "success" });
    const again = await markOf(pupil, FREE, { exerciseId: "chasles", mark: "success" });
    expect(v.parse(BankMarks, await again.json()).marks).toEqual({ chasles: "success", milieu: "success" });
    expect(await marksOf(pupil, FREE.toUpperCase())).toEqual({ chasles: "success", milieu: "success" });
    // Another member's marks are their own.
    expect(await marksOf(await secondePupil(), FREE)).toEqual({});
  });

  it("refuses a bank or an exercise that does not exist, a bad mark, and a visitor", async () => {
    const pupil = await secondePupil();
    for (const path of [`${FOLDER}/exercices-inconnus`, `${FOLDER}`, "pages/faq", "revisions/BAD!/x"]) {
      const refused = await markOf(pupil, path, { exerciseId: "chasles", mark: "success" });
      expect(refused.status, path).toBe(404);
      expect((await errorOf(refused)).code, path).toBe("ExercisesNotFound");
    }
    const unknown = await markOf(pupil, FREE, { exerciseId: "pythagore", mark: "success" });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe("ExerciseNotFound");
    for (const body of [{ exerciseId: "chasles", mark: "done" }, { exerciseId: "Chasles!", mark: "success" }, {}]) {
      const invalid = await markOf(pupil, FREE, body);
      expect(invalid.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(invalid)).code).toBe("ValidationFailed");
    }
    const visitor = await api.request(`/api/progress/exercise-marks/${FREE}`, {
      method: "PUT",
      body: { exerciseId: "chasles", mark: "success" },
    });
    expect(visitor.status).toBe(401);
    expect(await marksOf(pupil, FREE)).toEqual({});
  });

  it("lets a non-subscriber mark the preview exercise of a premium bank only; a subscriber marks them all", async () => {
    const pupil = await secondePupil();
    expect((await markOf(pupil, PREMIUM, { exerciseId: "image", mark: "success" })).status).toBe(200);
    const beyond = await markOf(pupil, PREMIUM, { exerciseId: "variations", mark: "success" });
    expect(beyond.status).toBe(404);
    expect((await errorOf(beyond)).code).toBe("ExerciseNotFound");
    const subscriber = await secondePupil("solo-yearly");
    expect((await markOf(subscriber, PREMIUM, { exerciseId: "variations", mark: "review" })).status).toBe(200);
  });

  it("feeds the progress summary and the list of exercises to redo", async () => {
    const pupil = await secondePupil("solo-yearly");
    await markOf(pupil, FREE, { exerciseId: "chasles", mark: "success" });
    await markOf(pupil, FREE, { exerciseId: "milieu", mark: "review" });
    api.clock.advance(120);
    await markOf(pupil, PREMIUM, { exerciseId: "image", mark: "review" });
    await markOf(pupil, PREMIUM, { exerciseId: "antecedent", mark: "review" });
    await markOf(pupil, PREMIUM, { exerciseId: "antecedent", mark: "success" });

    const worked = await api.request("/api/progress/exercise-banks", { token: pupil.token });
    expect(worked.status).toBe(200);
    const { banks } = v.parse(ExerciseBanksWorked, await worked.json());
    // The most recently marked bank first; each counted as bankProgress counts it.
    expect(banks.map(({ lastMarkedAt: _, ...bank }) => bank)).toEqual([
      {
        path: PREMIUM,
        title: "Exercices corrigés : fonctions",
        subject: "maths",
        done: 2,
        succeeded: 1,
        total: 3,
        toReview: [{ id: "image", title: "Exercice image" }],
      },
      {
        path: FREE,
        title: "Exercices corrigés : vecteurs",
        subject: "maths",
        done: 2,
        succeeded: 1,
        total: 3,
        toReview: [{ id: "milieu", title: "Exercice milieu" }],
      },
    ]);

    const response = await api.request("/api/progress/summary", { token: pupil.token });
    const summary = v.parse(ProgressSummary, await response.json());
    expect(summary.totals).toMatchObject({ exercisesSucceeded: 2, exercisesToReview: 2 });
    const maths = summary.subjects.find((subject) => subject.subject === "maths");
    expect(maths?.exercises.map((entry) => entry.path)).toEqual([PREMIUM, FREE]);
    // A mark is a day of revision.
    expect(summary.streak).toEqual({ days: 1, revisedToday: true });
  });
});
