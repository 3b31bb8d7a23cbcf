import { describe, expect, it } from "vitest";
import { lastRevised, type RevisionTrail } from "./last-revised.ts";

const subject = (
  name: string,
  parts: Partial<RevisionTrail["subjects"][number]["chapters"]> & {
    quizzes?: RevisionTrail["subjects"][number]["quizzes"];
  },
) => ({
  subject: name,
  chapters: { learnedItems: parts.learnedItems ?? [], next: parts.next ?? null },
  quizzes: parts.quizzes ?? [],
});

const quiz = (path: string, completedAt: string, score = 7) => ({
  path,
  title: `Quiz ${path}`,
  last: { score, maxScore: 10, completedAt },
});

describe("lastRevised (issue 15, what a member was revising last)", () => {
  const summary: RevisionTrail = {
    subjects: [
      subject("maths", {
        learnedItems: [{ path: "m/suites", title: "Les suites", learnedAt: "2026-11-20T08:00:00.000Z" }],
        next: { path: "m/limites", title: "Les limites", premium: false },
        quizzes: [quiz("m/quiz-suites", "2026-11-21T18:00:00.000Z", 8)],
      }),
      subject("philosophie", {
        learnedItems: [{ path: "p/conscience", title: "La conscience", learnedAt: "2026-11-22T07:00:00.000Z" }],
        next: { path: "p/inconscient", title: "L'inconscient", premium: true },
      }),
    ],
  };

  it("lists chapters learned and quizzes taken across subjects, newest first, up to the count", () => {
    const result = lastRevised(summary, 2);
    expect(result.recent).toEqual([
      {
        kind: "chapter",
        subject: "philosophie",
        path: "p/conscience",
        title: "La conscience",
        at: "2026-11-22T07:00:00.000Z",
      },
      {
        kind: "quiz",
        subject: "maths",
        path: "m/quiz-suites",
        title: "Quiz m/quiz-suites",
        at: "2026-11-21T18:00:00.000Z",
        score: 8,
        maxScore: 10,
      },
    ]);
    expect(lastRevised(summary, 5).recent.map((item) => item.path)).toEqual([
      "p/conscience",
      "m/quiz-suites",
      "m/suites",
    ]);
  });

  it("suggests the next chapter of the latest activity's subject", () => {
    expect(lastRevised(summary, 3).next).toEqual({
      path: "p/inconscient",
      title: "L'inconscient",
      premium: true,
      subject: "philosophie",
    });
  });

  it("breaks ties on the date by path, and has no next chapter when that subject has none", () => {
    const tie = lastRevised(
      {
        subjects: [
          subject("svt", { quizzes: [quiz("b", "2026-11-01T00:00:00.000Z"), quiz("a", "2026-11-01T00:00:00.000Z")] }),
        ],
      },
      3,
    );
    expect(tie.recent.map((item) => item.path)).toEqual(["a", "b"]);
    expect(tie.next).toBeNull();
  });

  it("has nothing to show for a member without activity, or when no item is asked for", () => {
    expect(
      lastRevised({ subjects: [subject("maths", { next: { path: "m/x", title: "X", premium: false } })] }, 3),
    ).toEqual({ recent: [], next: null });
    expect(lastRevised(summary, -1)).toEqual({ recent: [], next: null });
  });
});
